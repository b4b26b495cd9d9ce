/**
 * The audit's rule for more runs (scripts/audit.mjs): a route's verdict is its median run's, and
 * two more runs are taken while they could change it. Plain JavaScript, unit-tested with Jest.
 */

/** Whether two more runs could change the verdict of the median of `runs` runs (odd) of which `misses` miss the budget. */
export function twoMoreRunsCouldChange(misses, runs) {
  const half = Math.floor(runs / 2);
  // The median misses when more than half the runs do. Two misses more make a pass of `half` misses
  // a miss; two passes more make a miss of `half + 1` misses a pass. Any other count stays put.
  return misses === half || misses === half + 1;
}
