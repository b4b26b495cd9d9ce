/**
 * The layers: app/ → components/ → content/ → lib/ and supabase/functions/_shared/. A module imports
 * from its own layer or the ones to its right, never to its left (type imports count: they tie
 * the lower layer's meaning to the upper one's). And _shared, which the form function deploys,
 * has no import cycle, so each of its modules can be read, and tested, from the bottom up.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..");
const SHARED = "supabase/functions/_shared";

/** Source files of a folder, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith(".d.mts") ? [rel] : [];
  });
}

/** Every module a file imports or re-exports, as a path from the root (packages as written). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g)].map((m) => m[1]);
  return specifiers.map((s) => (s.startsWith("@/") ? s.slice(2) : s.startsWith(".") ? path.normalize(path.join(path.dirname(file), s)) : s));
}

const layers = ["app", "components", "content", "lib"] as const;
const layerOf = (file: string) => (file.startsWith(SHARED) ? 3 : layers.findIndex((l) => file === l || file.startsWith(`${l}/`)));

describe("layers", () => {
  it.each(["components", "content", "lib", SHARED])("%s imports nothing from a layer above it", (dir) => {
    const upward = sources(dir).flatMap((file) =>
      importsOf(file)
        .filter((target) => layerOf(target) >= 0 && layerOf(target) < layerOf(file))
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("the form function's shared modules import each other without a cycle", () => {
    const files = sources(SHARED);
    const resolve = (target: string) => files.find((f) => f === target || f === `${target}.ts` || f.replace(/\.ts$/, "") === target);
    const graph = new Map(files.map((f) => [f, importsOf(f).map(resolve).filter((t): t is string => Boolean(t))]));
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(files.length).toBeGreaterThan(10);
    expect(cycles).toEqual([]);
  });
});
