/** Client-side limit shared by the three forms: at most 3 submissions in any 60 s window. */

export const RATE_LIMIT_KEY = "form_submissions";
export const RATE_LIMIT_MAX = 3;
export const RATE_LIMIT_WINDOW_MS = 60_000;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes, blocked cookies): the limit is then not enforced here.
    return null;
  }
}

function readTimes(storage: StorageLike): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RATE_LIMIT_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === "number" && Number.isFinite(t)) : [];
  } catch {
    // Corrupt value: start afresh rather than block the visitor.
    return [];
  }
}

/**
 * Returns true and records `now` when another submission is allowed; false when 3 already
 * happened in the last 60 s. Unavailable or broken storage never blocks a submission.
 */
export function tryRecordSubmission(now: number = Date.now(), storage: StorageLike | null = defaultStorage()): boolean {
  if (!storage) return true;
  const recent = readTimes(storage).filter((t) => now - t < RATE_LIMIT_WINDOW_MS && t <= now);
  if (recent.length >= RATE_LIMIT_MAX) return false;
  try {
    storage.setItem(RATE_LIMIT_KEY, JSON.stringify([...recent, now]));
  } catch {
    // Quota or access errors: let the visitor submit anyway.
  }
  return true;
}
