import { icons } from "lucide";
import { roundedIcon, roundedPath } from "./svg-path";

/** The absolute points a path visits, by its commands (Lucide's M, L, H, V, C, S, Q, T, A, Z, absolute and relative). */
function points(d: string): [number, number][] {
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
  const out: [number, number][] = [];
  let x = 0, y = 0, startX = 0, startY = 0, i = 0, command = "";
  const skip = () => { while (i < d.length && /[\s,]/.test(d[i])) i++; };
  const number = (flag: boolean) => {
    skip();
    if (flag) return Number(d[i++]);
    const m = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i))!;
    i += m[0].length;
    return Number(m[0]);
  };
  for (skip(); i < d.length; skip()) {
    if (/[a-zA-Z]/.test(d[i])) command = d[i++];
    const lower = command.toLowerCase();
    const relative = command === lower;
    if (lower === "z") {
      [x, y] = [startX, startY];
      out.push([x, y]);
      continue;
    }
    const args = Array.from({ length: arity[lower] }, (_, k) => number(lower === "a" && (k === 3 || k === 4)));
    if (lower === "h") x = (relative ? x : 0) + args[0];
    else if (lower === "v") y = (relative ? y : 0) + args[0];
    else {
      const [ex, ey] = args.slice(-2);
      x = (relative ? x : 0) + ex;
      y = (relative ? y : 0) + ey;
    }
    if (lower === "m") {
      [startX, startY] = [x, y];
      command = relative ? "l" : "L";
    }
    out.push([x, y]);
  }
  return out;
}

describe("roundedPath", () => {
  it("writes numbers to two places, as briefly as SVG allows", () => {
    expect(roundedPath("M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679")).toBe("M11.53 2.29a.53.53 0 0 1 .95 0l2.31 4.68");
    expect(roundedPath("M0.5 -0.25L-0.004 10")).toBe("M.5-.25L0 10");
  });

  it("reads an arc's flags as one digit each, written together or apart", () => {
    expect(roundedPath("M7 10a5 5 0 013 1")).toBe("M7 10a5 5 0 0 1 3 1");
    expect(roundedPath("M13.465 3.464a5 5 0 017.07 0 5 5 0 010 7.072")).toBe("M13.46 3.46a5 5 0 0 1 7.07 0 5 5 0 0 1 0 7.07");
  });

  it("never joins two numbers into one: a point after a whole number keeps its space", () => {
    // 0.996 rounds to 1; the next ".5" must not make "1.5".
    expect(roundedPath("m0.996.5")).toBe("m1 .5");
    expect(roundedPath("M1.25.5")).toBe("M1.25.5");
  });

  it("draws every Lucide icon within a twentieth of a unit of its own points", () => {
    for (const node of Object.values(icons)) {
      for (const [tag, attrs] of node) {
        if (tag !== "path") continue;
        const before = points(String(attrs.d));
        const after = points(roundedPath(String(attrs.d)));
        expect(after).toHaveLength(before.length);
        after.forEach(([x, y], i) => {
          expect(Math.abs(x - before[i][0])).toBeLessThan(0.05);
          expect(Math.abs(y - before[i][1])).toBeLessThan(0.05);
        });
      }
    }
  });

  it("rounds paths only", () => {
    const node = roundedIcon([["circle", { cx: "12.5", cy: "12", r: "10" }], ["path", { d: "M1.234 5" }]]);
    expect(node).toEqual([["circle", { cx: "12.5", cy: "12", r: "10" }], ["path", { d: "M1.23 5" }]]);
  });
});
