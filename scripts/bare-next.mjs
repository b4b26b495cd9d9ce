#!/usr/bin/env node
// @ts-self-types="./bare-next.d.mts"
/**
 * The first-load JS (gzip) of a bare Next page, built with the Next and React this project has
 * installed: the reference the audit holds every page without a form to (scripts/audit.mjs, plus
 * 5 %). A Next upgrade that grows every page moves the reference with it; only the site's own bytes
 * count against the budget.
 *
 * The bare app is one root layout and one page with a heading, exported (`output: "export"`) with the
 * bundler the site's build uses, in `.bare-next/` at the project's root (it resolves this project's
 * packages from there). The figure is kept in `.bare-next/result.json` with the versions it was
 * built with, and built again when next, react or react-dom differ: a clean clone builds it once.
 *
 * Usage: node scripts/bare-next.mjs   → prints the bytes (and builds when needed)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoad } from "./first-load.mjs";

export const BARE_DIR = ".bare-next";

const APP = {
  "package.json": JSON.stringify({ name: "bare-next-page", private: true }, null, 2),
  // The framework's settings the site uses (next.config.mjs), none of its code.
  "next.config.mjs": 'export default { output: "export", trailingSlash: false, images: { unoptimized: true }, poweredByHeader: false, reactStrictMode: true, experimental: { globalNotFound: true } };\n',
  "app/layout.jsx": 'export const metadata = { title: "Bare" };\n\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/page.jsx": "export default function Page() {\n  return <h1>A bare page</h1>;\n}\n",
};

/** The installed versions the figure depends on. */
export function versions(root) {
  const req = createRequire(path.join(root, "package.json"));
  return Object.fromEntries(["next", "react", "react-dom"].map((name) => [name, JSON.parse(readFileSync(req.resolve(`${name}/package.json`), "utf8")).version]));
}

/** The bare page's first-load JS in bytes (gzip, as scripts/first-load.mjs counts), built when missing or stale. */
export function bareNextPageJs(root, { log = console.log } = {}) {
  const dir = path.join(root, BARE_DIR);
  const resultFile = path.join(dir, "result.json");
  const wanted = versions(root);
  if (existsSync(resultFile)) {
    const kept = JSON.parse(readFileSync(resultFile, "utf8"));
    if (JSON.stringify(kept.versions) === JSON.stringify(wanted)) return kept.jsBytes;
  }
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(APP)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  log(`[bare-next] building a bare Next ${wanted.next} page for the first-load JS reference…`);
  const next = createRequire(path.join(root, "package.json")).resolve("next/dist/bin/next");
  const built = spawnSync(process.execPath, [next, "build"], { cwd: dir, encoding: "utf8", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SITE_OUT_DIR: "" } });
  if (built.status !== 0) throw new Error(`[bare-next] the bare page did not build (exit ${built.status}):\n${built.stdout}\n${built.stderr}`);
  const jsBytes = firstLoad(path.join(dir, "out"), "index.html").js;
  if (!(jsBytes > 0)) throw new Error(`[bare-next] the bare page loads no script: ${dir}/out/index.html`);
  writeFileSync(resultFile, JSON.stringify({ versions: wanted, jsBytes }, null, 2) + "\n");
  return jsBytes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const bytes = bareNextPageJs(root);
  console.log(`[bare-next] a bare Next ${versions(root).next} page's first-load JS: ${bytes} B (gzip)`);
}
