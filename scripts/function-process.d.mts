/** Types for scripts/function-process.mjs (the parts the tests use). */
export const WATCHDOG: { intervalMs: number; timeoutMs: number; misses: number };
export function endToEndHeaders<T extends Record<string, unknown>>(headers: T): Partial<T>;
export function functionCommand(root: string, env?: Record<string, string | undefined>): [string, string[]];
export function isOurFunction(pid: number, root: string): boolean;
export function probeHealth(port: number, timeoutMs: number): Promise<{ ok: boolean; pid: number; store: string } | undefined>;
