/**
 * Whether out/ (or another export) was built from the sources as they are now.
 *
 * The build's inputs are derived, not listed: every file of the project but those the build never
 * reads (NOT_READ_*: the dependencies, git, the exports and caches the build and the tests write,
 * the tests and the test runners' configurations, the end-to-end suite, the docs); of `scripts/`,
 * the files package.json's "build" command runs (through `npm run` too) and every module they
 * import, followed file by file; the environment variables it reads (BUILD_ENV); and the photo
 * folder PHOTOS_DIR names. A file added anywhere (a new post-build helper imported by a step, a
 * stylesheet, a content file) counts without anyone listing it; the price of that is a rebuild
 * after an edit the build would not have seen (a module only the tests use).
 *
 * `npm run build` ends with `node scripts/needs-build.mjs --stamp <outDir>`: the hash of those
 * inputs goes into `.<outDir>.build-inputs` beside the export (`.out.build-inputs`; not inside it,
 * so it is never published), after every other step passed. `npm start` and the
 * end-to-end tests rebuild when the stamp is missing or differs, so an edit to anything the build
 * reads, a `git checkout` included (it changes contents, not only times), brings a new build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Top-level entries the build never reads: dependencies, git, outputs, caches, tests, docs. */
const NOT_READ_TOP = new Set(["node_modules", "e2e", "docs", "reports", "test-results", "playwright-report", "next-env.d.ts", "tsconfig.tsbuildinfo", "scripts"]);
/** The test runners' and the linter's configurations. */
const TOOL_CONFIG = /^(jest|playwright|eslint)\b.*\.(ts|mjs|js|cjs|json)$/;
/** Files the build never reads, wherever they are. */
const NOT_READ_FILE = [/\.test\.(ts|tsx|mjs|js)$/, /\.md$/];
/** Folders the build never reads, wherever they are (the function's own tests). */
const NOT_READ_DIR = new Set(["tests"]);
/** Environment variables the build reads: Next inlines NEXT_PUBLIC_*; the others pick folders. */
const BUILD_ENV = (name) => name.startsWith("NEXT_PUBLIC_") || name === "PHOTOS_DIR";
/** Where an export's stamp lives: beside it, hidden (`out` → `.out.build-inputs`). */
export const stampFile = (outDir) => path.join(path.dirname(outDir), `.${path.basename(outDir)}.build-inputs`);

/**
 * The project's files the build may read, relative to root, sorted. Top-level entries starting
 * with a dot are tools' and tests' folders (.git, .next, .data, .outbox…), except the `.env`
 * files Next reads; top-level `out*` folders are exports.
 */
export function buildInputs(root, env = process.env) {
  const files = [];
  const notReadAtTop = (name) => NOT_READ_TOP.has(name) || TOOL_CONFIG.test(name) || /^out(-|$)/.test(name) || (name.startsWith(".") && !name.startsWith(".env"));
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (!rel && notReadAtTop(entry.name)) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!NOT_READ_DIR.has(entry.name)) walk(child);
      } else if (entry.isFile() && !NOT_READ_FILE.some((re) => re.test(entry.name))) files.push(child);
    }
  };
  walk("");
  // A photo folder outside the sources (the photo suite's generated samples).
  const photos = env.PHOTOS_DIR;
  if (photos && existsSync(path.resolve(root, photos))) {
    const rel = path.relative(root, path.resolve(root, photos)).split(path.sep).join("/");
    if (!files.some((f) => f.startsWith(`${rel}/`))) walk(rel);
  }
  files.push(...buildScripts(root));
  return [...new Set(files)].sort();
}

/**
 * The files under scripts/ the build runs or imports: those package.json's "build" command names
 * (following `npm run <name>` into other scripts), then every relative import of theirs that
 * stays under scripts/, transitively (imports elsewhere, lib/ or content/, are read whole above).
 */
export function buildScripts(root) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const found = new Set();
  const commands = new Set();
  const expand = (name) => {
    if (commands.has(name) || !scripts[name]) return;
    commands.add(name);
    for (const [, file] of scripts[name].matchAll(/(?:^|\s)(scripts\/[\w./-]+\.(?:mjs|js|ts))/g)) found.add(file);
    for (const [, next] of scripts[name].matchAll(/npm run ([\w:-]+)/g)) expand(next);
  };
  expand("build");
  const queue = [...found];
  while (queue.length) {
    const file = queue.shift();
    const text = existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : "";
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (!target.startsWith("scripts/") || found.has(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  return [...found].filter((f) => existsSync(path.join(root, f)));
}

/** A hash of every input's path and contents and of the build's environment. */
export function buildInputsHash(root, env = process.env) {
  const hash = createHash("sha256");
  for (const file of buildInputs(root, env)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update("\0");
  for (const name of Object.keys(env).filter(BUILD_ENV).sort()) hash.update(`env ${name}=${env[name]}\0`);
  return hash.digest("hex");
}

/**
 * True when out/ holds the headers the post-build steps write for its pages (out/_headers.json,
 * written after the pages): a bare `next build` leaves pages without them, or older ones.
 */
export function hasSecurityHeaders(outDir) {
  const headers = path.join(outDir, "_headers.json");
  const page = path.join(outDir, "index.html");
  return existsSync(headers) && existsSync(page) && statSync(headers).mtimeMs >= statSync(page).mtimeMs;
}

/** True when out/ (or `outDir`) is missing, has no security headers, or was built from other inputs. */
export function needsBuild(root, outDir = path.join(root, "out"), env = process.env) {
  if (!existsSync(path.join(outDir, "index.html")) || !hasSecurityHeaders(outDir)) return true;
  const file = stampFile(outDir);
  return !existsSync(file) || readFileSync(file, "utf8").trim() !== buildInputsHash(root, env);
}

/** The build's last step: records what this export was built from. */
export function stamp(root, outDir, env = process.env) {
  writeFileSync(stampFile(outDir), `${buildInputsHash(root, env)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const [flag, dir] = process.argv.slice(2);
  if (!["--stamp", "--fresh"].includes(flag) || !dir) {
    console.error("usage: node scripts/needs-build.mjs --stamp <outDir>   (record what it was built from)\n       node scripts/needs-build.mjs --fresh <outDir>   (exit 0 when it was built from the sources as they are, else 1)");
    process.exit(2);
  }
  if (flag === "--stamp") stamp(root, path.resolve(root, dir));
  else if (needsBuild(root, path.resolve(root, dir))) {
    console.log(`[needs-build] ${dir} is missing or was built from other sources`);
    process.exit(1);
  } else console.log(`[needs-build] ${dir} was built from the sources as they are`);
}
