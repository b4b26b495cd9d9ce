/**
 * Runs package.json scripts side by side: `node scripts/parallel.mjs lint typecheck`. For steps that
 * each keep one core busy (ESLint, tsc) on a machine with more: `npm test` takes the longer of the
 * two instead of their sum.
 *
 * Each script's output is held and printed whole when it ends, under its name, so two logs never
 * interleave. Every script runs to its end, even when another has failed (both reports are worth
 * reading); the exit status is 1 when any failed, and the last line names which.
 */
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script> [<npm script> …]");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** One script's run: its exit code (or 1 when it could not start) and its output, in order. */
function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const out = [];
    const child = spawn(npm, ["run", name], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    child.on("error", (error) => resolve({ name, code: 1, out: [Buffer.from(`${error.message}\n`)], seconds: 0 }));
    child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), out, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(
  names.map((name) =>
    run(name).then((result) => {
      process.stdout.write(`\n> npm run ${name} (${result.code === 0 ? "passed" : `failed, exit ${result.code}`}, ${result.seconds.toFixed(0)} s)\n`);
      process.stdout.write(Buffer.concat(result.out));
      return result;
    }),
  ),
);
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length) {
  console.error(`\n[parallel] failed: ${failed.join(", ")}`);
  process.exit(1);
}
