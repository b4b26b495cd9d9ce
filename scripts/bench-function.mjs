#!/usr/bin/env node
/**
 * `npm run bench:function`: load-tests send-form-email as `npm start` runs it (local.ts under
 * Deno, on a free loopback port, outbox mode into a temporary folder, rate limit off) with
 * autocannon, prints requests/s and p50/p99 latency, then stops the server and removes the folder.
 *
 * What is measured: full valid referrals, each with its own submissionId so that every request is
 * validated, built into an e-mail and written to the outbox as a new file (a repeated id would
 * only measure the exactly-once cache). The function logs its one line per request to a pipe, as
 * in production. Client and server share this machine's cores, so the figures are conservative.
 * Environment: BENCH_SECONDS (default 10 per scenario), BENCH_RATE (default 200 requests/s).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FUNCTION_PATH = "/functions/v1/send-form-email";
const ORIGIN = "http://localhost:3000";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 3;
const TARGET_P99_MS = 20;

const referral = {
  type: "referral",
  referrerName: "Dana Planner",
  referrerOrganization: "Mercy Hospital",
  referrerPhone: "(858) 555-0123",
  referrerEmail: "dana@example.com",
  clientName: "Robert Client",
  clientNeeds: ["adl", "meals", "transition"],
  additionalNotes: "Discharge on Friday afternoon.\nLives alone, needs help with stairs and meals.",
  honeypot: "",
};

/** A PDF-looking document of `bytes` bytes, base64, for the attachment scenario. */
function pdfBase64(bytes) {
  const buf = Buffer.alloc(bytes, 0x20);
  buf.write("%PDF-1.7\n");
  return buf.toString("base64");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

function answers(port) {
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, method: "OPTIONS", path: FUNCTION_PATH }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on("error", () => resolve(false));
    req.end();
  });
}

async function startFunction(outbox) {
  const port = await freePort();
  const env = { ...process.env, FUNCTION_PORT: String(port), ALLOWED_ORIGINS: ORIGIN, OUTBOX_DIR: outbox, FORM_RATE_LIMIT_PER_MINUTE: "0" };
  delete env.RESEND_API_KEY; // never load-test a real provider
  const child = spawn(
    path.join(root, "node_modules", ".bin", "deno"),
    ["run", "--config", "supabase/functions/deno.json", "--allow-net=127.0.0.1", "--allow-read", "--allow-write", "--allow-env", "supabase/functions/send-form-email/local.ts"],
    { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] },
  );
  child.stdout.resume(); // the per-request log lines: drained, as a log collector would
  const deadline = Date.now() + 30_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the function did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, child };
}

function run(port, { seconds, rate, body }) {
  return autocannon({
    url: `http://127.0.0.1:${port}${FUNCTION_PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [{
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...body, submissionId: randomUUID() }) }),
    }],
  });
}

const countFiles = async (dir) => (await readdir(dir)).filter((f) => f.endsWith(".json")).length;
const ms = (v) => `${Number(v).toFixed(1)} ms`;

const outbox = await mkdtemp(path.join(os.tmpdir(), "bench-outbox-"));
const { port, child } = await startFunction(outbox);
const scenarios = [
  { name: `valid referrals at ${RATE} req/s`, seconds: SECONDS, rate: RATE, body: referral },
  { name: "valid referrals, as fast as possible", seconds: SECONDS, body: referral },
  {
    name: "referrals with a 1 MB PDF at 20 req/s",
    seconds: SECONDS,
    rate: 20,
    body: { ...referral, attachment: { filename: "discharge.pdf", contentType: "application/pdf", content: pdfBase64(1024 * 1024) } },
  },
];
let failed = false;
try {
  console.log(`send-form-email benchmark: Deno local.ts on 127.0.0.1:${port}, outbox ${outbox}, ${CONNECTIONS} connections, ${os.cpus().length} CPUs`);
  await run(port, { seconds: WARM_UP_SECONDS, body: referral }); // JIT warm-up, not reported
  const before = await countFiles(outbox);
  let okTotal = 0;
  for (const s of scenarios) {
    const r = await run(port, s);
    okTotal += r["2xx"];
    const bad = r.non2xx + r.errors + r.timeouts;
    console.log(
      `${s.name.padEnd(40)} ${String(Math.round(r.requests.average)).padStart(5)} req/s` +
        `  p50 ${ms(r.latency.p50)}  p99 ${ms(r.latency.p99)}  max ${ms(r.latency.max)}` +
        `  (${r["2xx"]} × 200${bad ? `, ${bad} failed` : ""})`,
    );
    if (bad) failed = true;
    if (s.rate === RATE && r.latency.p99 >= TARGET_P99_MS) {
      console.log(`  p99 is above the ${TARGET_P99_MS} ms target`);
    }
  }
  const written = (await countFiles(outbox)) - before;
  // A few requests still in flight when a run's time is up complete without being counted.
  console.log(`outbox: ${written} new files for ${okTotal} counted answers of 200`);
  if (written < okTotal) failed = true;
} finally {
  child.kill("SIGTERM");
  await rm(outbox, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
