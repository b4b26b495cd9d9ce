/** @jest-environment node */
/**
 * One source for every contract: the function's path, the document rules and
 * zod's version are each written in one file, which every other user imports. This test reads the
 * code (tests and scripts included, this file aside) for a second copy.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const DIRS = ["app", "components", "content", "lib", "scripts", "e2e", "supabase"];
const files = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(`${dir}/${e.name}`) : /\.(ts|tsx|mjs|json)$/.test(e.name) ? [`${dir}/${e.name}`] : [],
  );
const code = DIRS.flatMap(files).filter((f) => f !== "scripts/contracts.test.ts");
const holding = (re: RegExp) => code.filter((f) => re.test(readFileSync(path.join(root, f), "utf8")));

describe("each contract is written once", () => {
  it("the function's path: supabase/functions/_shared/endpoint.mjs", () => {
    // Tests may state what they expect the path to be; nothing may build requests from a copy.
    expect(holding(/["'`]\/functions\/v1\//).filter((f) => !f.endsWith(".test.ts"))).toEqual(["supabase/functions/_shared/endpoint.mjs"]);
  });

  it("the document rules: supabase/functions/_shared/limits.ts", () => {
    const notTests = (list: string[]) => list.filter((f) => !/[._]test\.tsx?$/.test(f));
    expect(holding(/function extensionOf\b/)).toEqual(["supabase/functions/_shared/limits.ts"]);
    expect(notTests(holding(/5 \* 1024 \* 1024|5242880/))).toEqual(["supabase/functions/_shared/limits.ts"]);
    expect(notTests(holding(/["'`][^"'`\n]*\b5 MB\b/))).toEqual([]);
  });

  it("zod's version: package.json (the deployed function's deno.json is written from it)", () => {
    const notTests = holding(/npm:zod@/).filter((f) => !/[._]test\.ts$/.test(f));
    expect(notTests).toEqual(["supabase/functions/send-form-email/deno.json"]);
  });

  it("the route list: lib/routes.mjs", () => {
    // A list of routes: an array literal of route strings. (The navigation's links are content, a
    // labelled subset; content.test.ts checks each one is in lib/routes.mjs.)
    expect(holding(/\[\s*["']\/["'],\s*["']\/about["']|["']\/about["']\s*:\s*["']about\.html["']/).filter((f) => !f.endsWith(".test.ts"))).toEqual(["lib/routes.mjs"]);
  });
});
