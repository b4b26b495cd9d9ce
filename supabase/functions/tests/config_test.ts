/** Configuration from the environment, and the two import maps agreeing with package.json. */
import { assert, assertEquals } from "./assert.ts";
import { loadConfig, OUTBOX_DEFAULT_FROM, OUTBOX_DEFAULT_TO } from "../send-form-email/config.ts";

const load = (env: Record<string, string>, defaultOutboxDir?: string) =>
  loadConfig((n) => env[n], { defaultOutboxDir });

Deno.test("outbox mode: example.com defaults, OUTBOX_DIR or the local default folder", () => {
  const result = load({ ALLOWED_ORIGINS: "http://localhost:3000/, http://127.0.0.1:3000" }, "/repo/.outbox");
  assert(result.ok);
  assertEquals(result.config.delivery, { kind: "outbox", dir: "/repo/.outbox" });
  assertEquals([result.config.toEmail, result.config.fromEmail], [OUTBOX_DEFAULT_TO, OUTBOX_DEFAULT_FROM]);
  assertEquals([...result.allowedOrigins], ["http://localhost:3000", "http://127.0.0.1:3000"]);
  assertEquals(result.config.rateLimitPerMinute, 10);
  const explicit = load({ ALLOWED_ORIGINS: "https://a.example", OUTBOX_DIR: "/tmp/x" }, "/repo/.outbox");
  assert(explicit.ok && explicit.config.delivery.kind === "outbox" && explicit.config.delivery.dir === "/tmp/x");
});

Deno.test("hosted entry without a provider key or OUTBOX_DIR is a configuration error", () => {
  const result = load({ ALLOWED_ORIGINS: "https://a.example" });
  assert(!result.ok);
  assertEquals(result.problems, ["RESEND_API_KEY"]);
});

Deno.test("with RESEND_API_KEY both addresses are required and CR/LF in them is refused", () => {
  const missing = load({ ALLOWED_ORIGINS: "https://a.example", RESEND_API_KEY: "k", FORM_TO_EMAIL: "a@b.example" });
  assert(!missing.ok);
  assertEquals(missing.problems, ["FORM_FROM_EMAIL"]);
  const injected = load({
    ALLOWED_ORIGINS: "https://a.example",
    RESEND_API_KEY: "k",
    FORM_TO_EMAIL: "a@b.example\r\nBcc: c@d.example",
    FORM_FROM_EMAIL: "f@b.example",
  });
  assert(!injected.ok);
  assertEquals(injected.problems, ["FORM_TO_EMAIL"]);
  const good = load({ ALLOWED_ORIGINS: "https://a.example", RESEND_API_KEY: "k", FORM_TO_EMAIL: "a@b.example", FORM_FROM_EMAIL: "f@b.example", FORM_RATE_LIMIT_PER_MINUTE: "0" });
  assert(good.ok);
  assertEquals(good.config.delivery, { kind: "resend", apiKey: "k" });
  assertEquals(good.config.rateLimitPerMinute, 0);
});

Deno.test("zod's version is package.json's: read from it locally, written from it for the deployment", async () => {
  const read = async (path: string) => JSON.parse(await Deno.readTextFile(new URL(path, import.meta.url)));
  const pkg = await read("../../../package.json");
  const local = await read("../deno.json");
  const hosted = await read("../send-form-email/deno.json");
  const expected = `npm:zod@${pkg.dependencies.zod}`;
  assertEquals(hosted.imports.zod, expected); // scripts/function-deps.mjs writes it
  // Tests and npm start resolve zod and fast-check through package.json and the repo's node_modules,
  // offline: no version of their own.
  assertEquals(local.imports, undefined);
  assertEquals(local.nodeModulesDir, "manual");
  assertEquals(hosted.nodeModulesDir, undefined); // a deployment has no node_modules
});
