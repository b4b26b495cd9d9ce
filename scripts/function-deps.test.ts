import { readFileSync } from "node:fs";
import { FUNCTION_DENO_JSON, functionDenoJson } from "./function-deps.mjs";

describe("the function's dependency versions", () => {
  it("come from package.json: the deployed function's deno.json is what `node scripts/function-deps.mjs` writes", () => {
    expect(readFileSync(FUNCTION_DENO_JSON, "utf8")).toBe(functionDenoJson());
  });

  it("follow package.json when it changes", () => {
    const imports = JSON.parse(functionDenoJson({ dependencies: { zod: "^9.1.0", postgres: "^3.5.0" } })).imports;
    expect(imports).toEqual({ zod: "npm:zod@^9.1.0", postgres: "npm:postgres@^3.5.0" });
    expect(() => functionDenoJson({ dependencies: { postgres: "^3.5.0" } })).toThrow(/zod/);
    expect(() => functionDenoJson({ dependencies: { zod: "^9.1.0" } })).toThrow(/postgres/);
  });
});
