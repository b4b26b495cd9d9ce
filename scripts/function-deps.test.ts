import { readFileSync } from "node:fs";
import { FUNCTION_DENO_JSON, functionDenoJson } from "./function-deps.mjs";

describe("the function's dependency versions", () => {
  it("come from package.json: the deployed function's deno.json is what `node scripts/function-deps.mjs` writes", () => {
    expect(readFileSync(FUNCTION_DENO_JSON, "utf8")).toBe(functionDenoJson());
  });

  it("follow package.json when it changes", () => {
    expect(JSON.parse(functionDenoJson({ dependencies: { zod: "^9.1.0" } })).imports.zod).toBe("npm:zod@^9.1.0");
    expect(() => functionDenoJson({ dependencies: {} })).toThrow(/zod/);
  });
});
