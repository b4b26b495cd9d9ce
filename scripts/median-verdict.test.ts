import { twoMoreRunsCouldChange } from "./median-verdict.mjs";

/** The verdict of a median over `runs` runs: true when it misses the budget. */
const medianMisses = (misses: number, runs: number) => misses > Math.floor(runs / 2);

describe("two more runs could change the verdict", () => {
  it("agrees with every outcome of two more runs, for 1 to 11 runs", () => {
    for (let runs = 1; runs <= 11; runs += 2) {
      for (let misses = 0; misses <= runs; misses++) {
        const now = medianMisses(misses, runs);
        // Two more runs add 0, 1 or 2 misses.
        const canChange = [0, 1, 2].some((more) => medianMisses(misses + more, runs + 2) !== now);
        expect([runs, misses, twoMoreRunsCouldChange(misses, runs)]).toEqual([runs, misses, canChange]);
      }
    }
  });

  it("is as ready to fail a route as to pass it", () => {
    // 3 runs: one miss (a pass) and two misses (a miss) both get more runs; none or all do not.
    expect([0, 1, 2, 3].map((m) => twoMoreRunsCouldChange(m, 3))).toEqual([false, true, true, false]);
    expect([0, 1, 2, 3, 4, 5].map((m) => twoMoreRunsCouldChange(m, 5))).toEqual([false, false, true, true, false, false]);
  });
});
