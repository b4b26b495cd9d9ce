/** Types for scripts/median-verdict.mjs (plain JavaScript, unit-tested with Jest). */
export function twoMoreRunsCouldChange(misses: number, runs: number): boolean;
