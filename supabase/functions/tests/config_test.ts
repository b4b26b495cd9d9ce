/** Configuration from the environment, and the two import maps agreeing with package.json. */
import { assert, assertEquals } from "./assert.ts";
import { loadConfig, OUTBOX_DEFAULT_FROM, OUTBOX_DEFAULT_TO, recipientFor } from "../send-form-email/config.ts";

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

const ORIGINS = { ALLOWED_ORIGINS: "https://a.example" };
const RESEND = { ...ORIGINS, RESEND_API_KEY: "k", FORM_TO_EMAIL: "intake@b.example", FORM_FROM_EMAIL: "f@b.example" };
const OUTBOX = { ...ORIGINS, OUTBOX_DIR: "/tmp/x" };

function config(env: Record<string, string>) {
  const result = load(env);
  assert(result.ok, JSON.stringify(result));
  return result.config;
}
function problems(env: Record<string, string>) {
  const result = load(env);
  assert(!result.ok, JSON.stringify(result));
  return result.problems;
}

Deno.test("FORM_EMAIL_DETAILS: full by default in outbox mode, minimal with a real provider, either when set", () => {
  assertEquals(config(OUTBOX).details, "full");
  assertEquals(config(RESEND).details, "minimal");
  assertEquals(config({ ...RESEND, FORM_EMAIL_DETAILS: "full" }).details, "full");
  assertEquals(config({ ...OUTBOX, FORM_EMAIL_DETAILS: " minimal " }).details, "minimal");
  assertEquals(config({ ...RESEND, FORM_EMAIL_DETAILS: "" }).details, "minimal"); // empty is unset
  for (const value of ["verbose", "Full", "none", "minimal,full"]) {
    assertEquals(problems({ ...RESEND, FORM_EMAIL_DETAILS: value }), ["FORM_EMAIL_DETAILS"], value);
    assertEquals(problems({ ...OUTBOX, FORM_EMAIL_DETAILS: value }), ["FORM_EMAIL_DETAILS"], value);
  }
});

Deno.test("FORM_ACKNOWLEDGE: on unless off; anything else is a problem", () => {
  assertEquals(config(OUTBOX).acknowledge, true);
  assertEquals(config({ ...OUTBOX, FORM_ACKNOWLEDGE: "on" }).acknowledge, true);
  assertEquals(config({ ...OUTBOX, FORM_ACKNOWLEDGE: "off" }).acknowledge, false);
  assertEquals(config({ ...RESEND, FORM_ACKNOWLEDGE: " off " }).acknowledge, false);
  for (const value of ["no", "false", "0", "OFF", "of"]) {
    assertEquals(problems({ ...OUTBOX, FORM_ACKNOWLEDGE: value }), ["FORM_ACKNOWLEDGE"], value);
  }
});

Deno.test("FORM_TO_EMAIL_CAREERS: job applications' inbox, else FORM_TO_EMAIL; CR/LF refused", () => {
  const fallback = config(RESEND);
  assertEquals(fallback.toEmailCareers, "intake@b.example");
  assertEquals(config(OUTBOX).toEmailCareers, OUTBOX_DEFAULT_TO);
  const own = config({ ...RESEND, FORM_TO_EMAIL_CAREERS: " jobs@b.example " });
  assertEquals(own.toEmailCareers, "jobs@b.example");
  assertEquals(recipientFor(own, "application"), "jobs@b.example");
  assertEquals(recipientFor(own, "referral"), "intake@b.example");
  assertEquals(recipientFor(own, "consultation"), "intake@b.example");
  assertEquals(recipientFor(fallback, "application"), "intake@b.example");
  assertEquals(problems({ ...RESEND, FORM_TO_EMAIL_CAREERS: "jobs@b.example\r\nBcc: c@d.example" }), ["FORM_TO_EMAIL_CAREERS"]);
  assertEquals(problems({ ...OUTBOX, FORM_TO_EMAIL_CAREERS: "jobs@b.example\nBcc: c@d.example" }), ["FORM_TO_EMAIL_CAREERS"]);
});

Deno.test("SUPABASE_DB_URL is read, trimmed; unset or blank is undefined", () => {
  assertEquals(config({ ...OUTBOX, SUPABASE_DB_URL: " postgresql://u:p@db.example:5432/postgres \n" }).databaseUrl, "postgresql://u:p@db.example:5432/postgres");
  assertEquals(config(OUTBOX).databaseUrl, undefined);
  assertEquals(config({ ...RESEND, SUPABASE_DB_URL: "  " }).databaseUrl, undefined);
});

Deno.test("several problems are reported together, by name only", () => {
  const result = load({ ...RESEND, FORM_EMAIL_DETAILS: "secret-value", FORM_ACKNOWLEDGE: "maybe", FORM_TO_EMAIL_CAREERS: "a\nb" });
  assert(!result.ok);
  assertEquals(result.problems.sort(), ["FORM_ACKNOWLEDGE", "FORM_EMAIL_DETAILS", "FORM_TO_EMAIL_CAREERS"]);
  assert(!JSON.stringify(result).includes("secret-value"));
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
