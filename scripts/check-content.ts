/**
 * The build's first check of the content data (run with Deno, which reads the TypeScript schemas as
 * they are; written with Node's modules so the site's type check reads it too): every file against
 * its schema and every translation against its English. Prints each problem as
 * "file: field: reason" and exits 1, before minutes of `next build`.
 *
 * `--launch` (the first step of `npm run build:deploy`) also lists what must change before the site
 * goes live (content/schema/launch.ts) and refuses while anything is listed; with DEPLOY_PREVIEW=1
 * it prints the list and goes on, for a preview that is not the agency's public site.
 *
 *   deno run --config supabase/functions/deno.json --allow-read --allow-env scripts/check-content.ts [--launch] [--root=DIR]
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import process from "node:process";
import type { Agency } from "../supabase/functions/_shared/content/schema.ts";
import { contentProblems } from "../content/schema/check.ts";
import { AGENCY_FILE, contentFiles, TESTIMONIAL_FILE } from "../content/schema/index.ts";
import {
  agencyLaunchProblems,
  MARKED_SOURCES,
  markedFacts,
  markedLines,
  testimonialLaunchProblems,
} from "../content/schema/launch.ts";
import type { Testimonials } from "../content/schema/testimonials.ts";

const rootArg = process.argv.find((a) => a.startsWith("--root="));
const root = rootArg ? rootArg.slice("--root=".length) : process.cwd();
const launch = process.argv.includes("--launch");
const preview = ["1", "true"].includes(process.env.DEPLOY_PREVIEW ?? "");

async function read(file: string): Promise<string | undefined> {
  try {
    return await readFile(resolve(root, file), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
const readJson = async <T = Record<string, never>>(file: string) => JSON.parse((await read(file))!) as T;

/** The source files (tests aside) under a folder, as paths from the root. */
async function sourcesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? sourcesUnder(join(dir, e.name)) : Promise.resolve(/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []))),
  );
  return nested.flat();
}

// PHOTOS_DIR: another photos folder (the photo test builds the site with sample photos made for it).
const problems = await contentProblems(read, { photosDir: process.env.PHOTOS_DIR || undefined });
if (problems.length > 0) {
  for (const problem of problems) console.error(`[check-content] ${problem}`);
  console.error(`[check-content] Not building: ${problems.length === 1 ? "one problem" : `${problems.length} problems`} in the content files above.`);
  process.exit(1);
}
console.log("[check-content] content files hold");

if (launch) {
  const sources = (await Promise.all(MARKED_SOURCES.map(sourcesUnder))).flat().sort();
  const marked = await Promise.all(sources.map(async (file) => markedLines(relative(".", file), (await read(file)) ?? "")));
  const todo = [
    ...(await Promise.all(contentFiles.map(async ({ file }) => markedFacts(file, await readJson(file))))).flat(),
    ...agencyLaunchProblems(await readJson<Agency>(AGENCY_FILE)),
    ...testimonialLaunchProblems(TESTIMONIAL_FILE, await readJson<Testimonials>(TESTIMONIAL_FILE)),
    ...marked.flat(),
  ];
  const log = preview ? console.warn : console.error;
  for (const item of todo) log(`[launch-check] ${item}`);
  if (todo.length > 0 && !preview) {
    console.error(`[launch-check] Not building for launch: ${todo.length} placeholders above. Confirm each (docs/deploy.md), or build a preview with DEPLOY_PREVIEW=1.`);
    process.exit(1);
  }
  console.log(todo.length ? `[launch-check] preview: ${todo.length} placeholders left for launch` : "[launch-check] nothing left to confirm");
}
