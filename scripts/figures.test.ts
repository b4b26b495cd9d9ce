/** @jest-environment node */
/**
 * Measured figures live in docs/performance.md only: the README and the other
 * docs link there instead of quoting numbers that go stale. Budgets and settings (plus 5 %,
 * 10 s, 3 %) are not measurements and stay where they are explained.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const docs = ["README.md", ...readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md") && f !== "performance.md").map((f) => `docs/${f}`)];

// A size, a rate, a percentile or a Lighthouse metric with a value, unless it states a limit.
const MEASURED = [
  /(?<![≤≥<>] ?)\b\d+(?:\.\d+)?(?:[–-]\d+(?:\.\d+)?)? ?(?:KB|req\/s|requests\/s)\b/,
  /\bp(?:50|99)\b[^|\n]{0,12}\d/,
  /\b(?:LCP|TBT|Performance)\b(?: medians?)?(?: of)? \d/,
  /\bmedians? \d/,
];

describe("measured figures", () => {
  it.each(docs)("%s quotes none (they are in docs/performance.md)", (file) => {
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    const found = lines.flatMap((line, i) => (MEASURED.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    expect(found).toEqual([]);
  });

  it("appear in no code comment", () => {
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? sources(`${dir}/${e.name}`) : /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.|_test\./.test(e.name) ? [`${dir}/${e.name}`] : [],
      );
    const comment = /^\s*(\/\/|\/?\*)/;
    const found = ["app", "components", "content", "lib", "scripts", "supabase/functions"].flatMap(sources).flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (comment.test(line) && MEASURED.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("are in docs/performance.md, which the README links to", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain("(docs/performance.md)");
    const perf = readFileSync(path.join(root, "docs/performance.md"), "utf8");
    for (const re of MEASURED.slice(0, 2)) expect(perf).toMatch(re);
  });
});

describe("issue numbers", () => {
  // Code and tests say what and why in their own words: an issue number means nothing to the next
  // reader and goes stale. Migrations are history and keep what they said when they were applied;
  // docs/performance.md dates its measurements by the issue they belong to.
  it("appear in no source file, test or README", () => {
    const files = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(`${dir}/${e.name}`) : /\.(ts|tsx|mjs|css)$/.test(e.name) ? [`${dir}/${e.name}`] : [],
      );
    const issue = /\b[Ii]ssues? #?\d+\b/;
    const found = ["README.md", ...["app", "components", "content", "lib", "scripts", "supabase/functions", "e2e"].flatMap(files)].flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (issue.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
