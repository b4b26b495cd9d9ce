/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildInputs, buildScripts, hasSecurityHeaders, needsBuild, stamp, stampFile } from "./needs-build.mjs";

describe("hasSecurityHeaders", () => {
  let out: string;
  beforeEach(() => (out = mkdtempSync(path.join(os.tmpdir(), "vh-out-"))));
  afterEach(() => rmSync(out, { recursive: true, force: true }));
  const at = (file: string, seconds: number) => {
    writeFileSync(path.join(out, file), "x");
    utimesSync(path.join(out, file), seconds, seconds);
  };

  it("is false after a bare next build (pages, no headers file)", () => {
    at("index.html", 1000);
    expect(hasSecurityHeaders(out)).toBe(false);
  });
  it("is false when the headers are older than the pages (a bare next build over a full one)", () => {
    at("_headers.json", 1000);
    at("index.html", 2000);
    expect(hasSecurityHeaders(out)).toBe(false);
  });
  it("is true when the headers were written after the pages", () => {
    at("index.html", 1000);
    at("_headers.json", 1001);
    expect(hasSecurityHeaders(out)).toBe(true);
  });
});

describe("needsBuild: the inputs are derived from the project, not listed", () => {
  let root: string;
  let out: string;
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  const built = () => {
    write("out/index.html", "<p>page</p>");
    write("out/_headers.json", "{}");
    stamp(root, out, {});
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "vh-root-"));
    out = path.join(root, "out");
    write("package.json", JSON.stringify({ scripts: { build: "npm run check && next build && node scripts/step.mjs out", check: "deno run scripts/check.ts" } }));
    write("scripts/step.mjs", 'import { helper } from "./helpers/helper.mjs";\nhelper();');
    write("scripts/helpers/helper.mjs", "export function helper() {}");
    write("scripts/check.ts", "export {};");
    write("scripts/unrelated.mjs", "// used by a test only");
    write("app/page.tsx", "export default function Page() { return null; }");
    write("docs/notes.md", "# notes");
    write("app/page.test.tsx", "test('x', () => {});");
    write("e2e/site.spec.ts", "// e2e");
    write("playwright.config.ts", "export default {};");
    built();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds the build command's scripts, through npm run, and what they import under scripts/", () => {
    expect(buildScripts(root).sort()).toEqual(["scripts/check.ts", "scripts/helpers/helper.mjs", "scripts/step.mjs"]);
    expect(buildInputs(root, {})).toEqual(["app/page.tsx", "package.json", "scripts/check.ts", "scripts/helpers/helper.mjs", "scripts/step.mjs"]);
  });
  it("is false right after a build, and stays so after edits the build does not read", () => {
    expect(needsBuild(root, out, {})).toBe(false);
    write("docs/notes.md", "# other notes");
    write("app/page.test.tsx", "test('y', () => {});");
    write("e2e/site.spec.ts", "// changed");
    write("playwright.config.ts", "export default { workers: 1 };");
    write("scripts/unrelated.mjs", "// changed");
    write(".data/store", "rows");
    expect(needsBuild(root, out, {})).toBe(false);
  });
  it("is true after an edit to a source, to a helper a build step imports, or to the command", () => {
    for (const [file, text] of [["app/page.tsx", "export default function Page() { return 1; }"], ["scripts/helpers/helper.mjs", "export function helper() { return 1; }"], ["scripts/check.ts", "export const x = 1;"]]) {
      built();
      write(file, text);
      expect([file, needsBuild(root, out, {})]).toEqual([file, true]);
    }
    built();
    write("package.json", JSON.stringify({ scripts: { build: "next build" } }));
    expect(needsBuild(root, out, {})).toBe(true);
  });
  it("is true for a new file anywhere the build reads, a new helper imported by a step included", () => {
    write("app/new-page.tsx", "export {};");
    expect(needsBuild(root, out, {})).toBe(true);
    built();
    write("scripts/helpers/second.mjs", "export const y = 2;");
    expect(needsBuild(root, out, {})).toBe(false); // not imported yet
    write("scripts/helpers/helper.mjs", 'import { y } from "./second.mjs";\nexport function helper() { return y; }');
    built();
    write("scripts/helpers/second.mjs", "export const y = 3;");
    expect(needsBuild(root, out, {})).toBe(true);
  });
  it("is true when a variable the build inlines changes, or without a stamp", () => {
    expect(needsBuild(root, out, { NEXT_PUBLIC_SITE_URL: "https://example.org" })).toBe(true);
    expect(needsBuild(root, out, { UNRELATED: "1" })).toBe(false);
    rmSync(stampFile(out));
    expect(needsBuild(root, out, {})).toBe(true);
  });
});
