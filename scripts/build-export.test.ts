/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildExport, POSTBUILD_STEPS, stagingDir } from "./build-export.mjs";
import { buildScripts, needsBuild, stampFile } from "./needs-build.mjs";

const root = path.resolve(__dirname, "..");

describe("the build's export and its post-build steps", () => {
  let project: string;
  const out = () => path.join(project, "out");
  /** A stand-in for `next build`: a one-page export in the folder it is given. */
  const fakeNextBuild = (page: string) => (dir: string, distDir: string) => {
    mkdirSync(path.join(dir, distDir), { recursive: true });
    writeFileSync(path.join(dir, distDir, "index.html"), page);
  };
  const quiet = () => {};
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), "build-export-"));
    writeFileSync(path.join(project, "package.json"), JSON.stringify({ scripts: { build: "node scripts/build-export.mjs" } }));
    mkdirSync(path.join(project, "app"));
    writeFileSync(path.join(project, "app/page.tsx"), "export default function Page() { return null; }");
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it("replaces out/ only once every step has passed, then stamps it", async () => {
    const order: string[] = [];
    const steps = ["first", "second"].map((name) => ({
      name,
      run: (dir: string) => {
        order.push(`${name} on ${path.basename(dir)}`);
        writeFileSync(path.join(dir, "index.html"), `${readFileSync(path.join(dir, "index.html"), "utf8")} ${name}`);
        expect(existsSync(path.join(out(), "index.html"))).toBe(false);
        return "done";
      },
    }));
    await buildExport(project, "out", { nextBuild: fakeNextBuild("new"), steps, log: quiet });
    expect(order).toEqual(["first on out-staging", "second on out-staging"]);
    expect(readFileSync(path.join(out(), "index.html"), "utf8")).toBe("new first second");
    expect(existsSync(stagingDir(out()))).toBe(false);
    expect(existsSync(stampFile(out()))).toBe(true);
  });

  it("a step that throws leaves the previous out/ and its stamp as they were, and says which step failed", async () => {
    await buildExport(project, "out", { nextBuild: fakeNextBuild("old"), steps: [], log: quiet });
    const stamp = readFileSync(stampFile(out()), "utf8");
    writeFileSync(path.join(project, "app/page.tsx"), "export default function Page() { return 1; }");
    const steps = [
      { name: "fine", run: () => "ok" },
      {
        name: "broken",
        run: () => {
          throw new Error("Next's markup changed");
        },
      },
      { name: "never", run: () => "not reached" },
    ];
    await expect(buildExport(project, "out", { nextBuild: fakeNextBuild("new"), steps, log: quiet })).rejects.toThrow(/post-build step "broken" failed\. out is left as it was[\s\S]*Next's markup changed/);
    expect(readFileSync(path.join(out(), "index.html"), "utf8")).toBe("old");
    expect(readFileSync(stampFile(out()), "utf8")).toBe(stamp);
    // The sources changed and the export did not: the next `npm start` builds again.
    expect(needsBuild(project, out(), {})).toBe(true);
    expect(readFileSync(path.join(stagingDir(out()), "index.html"), "utf8")).toBe("new");
  });

  it("a failing next build leaves out/ as it was", async () => {
    await buildExport(project, "out", { nextBuild: fakeNextBuild("old"), steps: [], log: quiet });
    const failing = () => {
      throw new Error("next build failed");
    };
    await expect(buildExport(project, "out", { nextBuild: failing, steps: [], log: quiet })).rejects.toThrow("next build failed");
    expect(readFileSync(path.join(out(), "index.html"), "utf8")).toBe("old");
  });

  it("runs the site's steps in their order: the fonts, the critical CSS, the deferred runtime, the headers last", () => {
    expect(POSTBUILD_STEPS.map((s) => s.name)).toEqual(["preload-fonts", "critical-css", "defer-runtime", "security-headers"]);
  });

  it("every module the steps import counts as a build input (an edit to one rebuilds)", () => {
    const inputs = buildScripts(root);
    for (const file of ["build-export", "preload-fonts", "critical-css", "defer-runtime", "security-headers", "export-files", "needs-build"]) {
      expect(inputs).toContain(`scripts/${file}.mjs`);
    }
  });
});
