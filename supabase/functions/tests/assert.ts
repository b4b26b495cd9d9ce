/**
 * The few assertions the tests need. @std/assert would come from JSR, which the offline test run
 * (npm registry only) cannot reach.
 */
export class AssertionError extends Error {}

export function assert(condition: unknown, message = "assertion failed"): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function assertEquals(actual: unknown, expected: unknown, message?: string) {
  const a = stable(actual);
  const e = stable(expected);
  if (a !== e) throw new AssertionError(`${message ? message + ": " : ""}expected ${e}, got ${a}`);
}

export function assertMatch(actual: string, pattern: RegExp, message?: string) {
  if (!pattern.test(actual)) throw new AssertionError(message ?? `${JSON.stringify(actual)} does not match ${pattern}`);
}

// Key order must not matter when comparing objects.
function stable(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v) ?? String(value);
}

export function assertNotEquals(actual: unknown, expected: unknown, message?: string) {
  if (stable(actual) === stable(expected)) throw new AssertionError(message ?? `expected anything but ${stable(expected)}`);
}

/** Resolves to the error `fn` rejects with; fails when it resolves. */
export async function assertRejects(fn: () => Promise<unknown>, message = "expected a rejection"): Promise<unknown> {
  try {
    await fn();
  } catch (err) {
    return err;
  }
  throw new AssertionError(message);
}

/** The error `fn` throws, which must be an instance of `type`; fails when it returns. */
export function assertThrows(fn: () => unknown, type: new (...args: never[]) => Error = Error, message = "expected an error"): Error {
  try {
    fn();
  } catch (err) {
    if (err instanceof type) return err;
    throw new AssertionError(`${message}: expected ${type.name}, got ${err instanceof Error ? err.name : String(err)}`);
  }
  throw new AssertionError(message);
}
