#!/usr/bin/env node
// @ts-self-types="./build-export.d.mts"
/**
 * `npm run build` after its checks: the static export and the steps after it, in one place and in
 * order.
 *
 * 1. `next build` exports into a staging folder beside the target (`out-staging` for `out`);
 * 2. each post-build step (POSTBUILD_STEPS, in order) works on that folder;
 * 3. only when every step passed does the staging folder take the target's place;
 * 4. the stamp of what the export was built from (scripts/needs-build.mjs) is written last.
 *
 * So a failing `next build` or a step that throws leaves the previous export as it was, and the
 * error names the step; the staging folder stays for a look (the steps' own commands run on it too:
 * `node scripts/preload-fonts.mjs out-staging`, `defer-runtime.mjs` for the critical CSS and the
 * deferred runtime, `security-headers.mjs`). The helpers the steps share live in
 * scripts/export-files.mjs.
 *
 * Usage: node scripts/build-export.mjs [outDir]   (default: out)
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR } from "../lib/routes.mjs";
import { inlineCriticalCssIn } from "./critical-css.mjs";
import { deferRuntimeIn } from "./defer-runtime.mjs";
import { htmlFiles } from "./export-files.mjs";
import { stamp } from "./needs-build.mjs";
import { dropNotFoundCopy, preloadFontsIn } from "./preload-fonts.mjs";
import { generateHeaders } from "./security-headers.mjs";

/**
 * The steps after `next build`, in the order they must run: each reads what the one before wrote.
 * Each returns a line for the build's log.
 */
export const POSTBUILD_STEPS = [
  {
    name: "preload-fonts",
    // First: the not-found page's extra copy goes before any later step treats it as a page.
    run: (dir) => {
      const dropped = dropNotFoundCopy(dir);
      const fixed = preloadFontsIn(dir);
      return `deleted Next's copy of the not-found page (${dropped.join(", ")}); font preload added to ${fixed.length ? `${fixed.length} pages` : "no page (every page has it already)"}`;
    },
  },
  {
    name: "critical-css",
    run: async (dir) => `${await inlineCriticalCssIn(dir, htmlFiles(dir).filter((page) => page !== EDITOR.page))} pages carry their critical CSS inline`,
  },
  {
    name: "defer-runtime",
    // After the critical CSS: it moves the stylesheets the previous step left to after first paint.
    run: (dir) => {
      const { changed, frameworkChunks } = deferRuntimeIn(dir);
      return `${changed} pages load the stylesheet, the payload and the runtime after first paint; ${frameworkChunks} framework chunks compile eagerly`;
    },
  },
  {
    name: "security-headers",
    // Last: the CSP hashes every inline script and style the steps before wrote.
    run: (dir) => `${Object.keys(generateHeaders(dir).pages).length} page routes with their own CSP`,
  },
];

/** Where an export is staged before it replaces `outDir`. */
export const stagingDir = (outDir) => `${outDir.replace(/[/\\]+$/, "")}-staging`;

/**
 * Runs `steps` in order on `dir`. A step that throws stops the run with an error that names it;
 * `target` is the folder the caller will replace, named in that error as left untouched.
 */
export async function runSteps(dir, { steps = POSTBUILD_STEPS, target, log = console.log } = {}) {
  for (const step of steps) {
    let line;
    try {
      line = await step.run(dir);
    } catch (error) {
      const kept = target ? ` ${target} is left as it was; the half-processed export is in ${dir}.` : "";
      throw new Error(`[build] the post-build step "${step.name}" failed.${kept}\n${error instanceof Error ? error.message : error}`, { cause: error });
    }
    log(`[${step.name}] ${line}`);
  }
}

/** Puts the finished `staging` export in `outDir`'s place. */
export function swapIn(staging, outDir) {
  const previous = `${outDir.replace(/[/\\]+$/, "")}-previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(staging, outDir);
  rmSync(previous, { recursive: true, force: true });
}

/** The whole export: `next build` into the staging folder, the steps, the swap, the stamp. */
export async function buildExport(root, outDir, { nextBuild = runNextBuild, steps = POSTBUILD_STEPS, log = console.log } = {}) {
  const target = path.resolve(root, outDir);
  const staging = stagingDir(target);
  rmSync(staging, { recursive: true, force: true });
  nextBuild(root, path.relative(root, staging));
  await runSteps(staging, { steps, target: path.relative(root, target), log });
  swapIn(staging, target);
  stamp(root, target);
}

/** `next build`, exporting into `distDir` (next.config.mjs reads SITE_OUT_DIR). Throws when it fails. */
function runNextBuild(root, distDir) {
  const next = createRequire(path.join(root, "package.json")).resolve("next/dist/bin/next");
  const result = spawnSync(process.execPath, [next, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, SITE_OUT_DIR: distDir } });
  if (result.status !== 0) throw new Error(`[build] next build failed (exit ${result.status ?? result.signal}); the previous export is left as it was.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  buildExport(root, process.argv[2] ?? "out").catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
