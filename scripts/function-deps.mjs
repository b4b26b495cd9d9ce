#!/usr/bin/env node
/**
 * The function's npm dependencies have one version source: package.json. Locally (npm start, the
 * Deno tests) Deno resolves them from package.json and node_modules (supabase/functions/deno.json
 * has no import map). A deployed function is bundled from its own folder, so
 * supabase/functions/send-form-email/deno.json carries an import map: this script writes it from
 * package.json, and a Jest test fails when the committed file and package.json disagree.
 * Usage: node scripts/function-deps.mjs            (rewrite the function's deno.json)
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The packages the deployed function imports by bare name. */
export const FUNCTION_PACKAGES = ["zod", "postgres"];
export const FUNCTION_DENO_JSON = path.join(root, "supabase", "functions", "send-form-email", "deno.json");

/** The function's deno.json, as text, for package.json's versions. */
export function functionDenoJson(pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))) {
  const imports = Object.fromEntries(
    FUNCTION_PACKAGES.map((name) => {
      const version = pkg.dependencies?.[name];
      if (!version) throw new Error(`package.json has no dependency "${name}", which the function imports`);
      return [name, `npm:${name}@${version}`];
    }),
  );
  return JSON.stringify({ imports }, null, 2) + "\n";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(FUNCTION_DENO_JSON, functionDenoJson());
  console.log(`[function-deps] ${path.relative(root, FUNCTION_DENO_JSON)} written from package.json`);
}
