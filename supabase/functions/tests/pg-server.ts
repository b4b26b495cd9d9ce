/**
 * A real PostgreSQL server for the store tests: Debian's `postgresql` package (which .ci/run
 * installs), started on a temporary data folder and a free loopback port, stopped and removed after.
 * As root (CI), the server runs as the package's `postgres` user: initdb refuses root.
 *
 * Without the package the real-server tests cannot run. On CI that is a failure (the tests must
 * skip nothing there); on a developer's machine they are reported as ignored, with the reason.
 */
import { postgresDb } from "../send-form-email/db.ts";

export interface PgServer {
  url: string;
  stop(): Promise<void>;
}

/** The folder holding initdb and postgres: PG_BIN, else Debian's newest version, else PATH. */
export function findPgBin(): string | undefined {
  const fromEnv = Deno.env.get("PG_BIN");
  if (fromEnv) return fromEnv;
  try {
    const versions = [...Deno.readDirSync("/usr/lib/postgresql")]
      .filter((e) => e.isDirectory && /^\d+$/.test(e.name))
      .map((e) => Number(e.name))
      .sort((a, b) => b - a);
    for (const v of versions) {
      const bin = `/usr/lib/postgresql/${v}/bin`;
      if (exists(`${bin}/initdb`) && exists(`${bin}/postgres`)) return bin;
    }
  } catch {
    // no Debian PostgreSQL folder: try PATH below
  }
  for (const dir of (Deno.env.get("PATH") ?? "").split(":")) {
    if (dir && exists(`${dir}/initdb`) && exists(`${dir}/postgres`)) return dir;
  }
  return undefined;
}

function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

const onCi = () => ["true", "1"].includes((Deno.env.get("CI") ?? "").toLowerCase());

/** Whether the real-server tests run here; throws on CI when they cannot. */
export function realPostgresAvailable(): boolean {
  const bin = findPgBin();
  if (bin) return true;
  if (onCi()) {
    throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package, and CI skips no store test.");
  }
  console.warn("[pg-server] no PostgreSQL server binaries (Debian's postgresql package): the real-server store tests are ignored here.");
  return false;
}

async function run(cmd: string, args: string[], asUser?: string): Promise<void> {
  const [c, a] = asUser ? ["runuser", ["-u", asUser, "--", cmd, ...args]] : [cmd, args];
  const out = await new Deno.Command(c, { args: a, stdout: "piped", stderr: "piped" }).output();
  if (!out.success) {
    throw new Error(`${cmd} failed: ${new TextDecoder().decode(out.stderr).slice(0, 2000)}`);
  }
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => {
    const out = await new Deno.Command("id", { args: [flag, name], stdout: "piped" }).output();
    return Number(new TextDecoder().decode(out.stdout).trim());
  };
  return { uid: await id("-u"), gid: await id("-g") };
}

export async function startPgServer(): Promise<PgServer> {
  const bin = findPgBin();
  if (!bin) throw new Error("no PostgreSQL binaries");
  const root = Deno.uid?.() === 0;
  const asUser = root ? "postgres" : undefined;
  const dir = await Deno.makeTempDir({ prefix: "vh-pg-" });
  const data = `${dir}/data`;
  if (root) {
    const { uid, gid } = await userIds("postgres");
    await Deno.chown(dir, uid, gid);
  }
  await run(`${bin}/initdb`, ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], asUser);
  const port = freePort();
  const args = ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=100"];
  const [c, a] = asUser ? ["runuser", ["-u", asUser, "--", `${bin}/postgres`, ...args]] : [`${bin}/postgres`, args];
  const server = new Deno.Command(c, { args: a, stdout: "null", stderr: "piped" }).spawn();
  // PostgreSQL logs every refused statement to stderr, and a pipe nobody reads fills up: then
  // the server blocks mid-test and a query fails with no SQL state (a clean-clone run of
  // desk_db_test did, once the callback tests added their refusals). So the log is read as it comes.
  const drained = server.stderr.pipeTo(new WritableStream()).catch(() => {/* the server is gone */});
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const db = postgresDb(url, { max: 1 });
    try {
      await db.query("select 1");
      await db.close();
      break;
    } catch (err) {
      await db.close().catch(() => {/* never connected */});
      if (Date.now() > deadline) {
        server.kill("SIGKILL");
        throw new Error(`PostgreSQL did not start: ${err}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      // SIGINT is Postgres's "fast shutdown": it ends sessions and exits cleanly. Sent to the
      // postmaster itself (its pid is the first line of postmaster.pid): runuser does not pass it on.
      const pid = Number((await Deno.readTextFile(`${data}/postmaster.pid`).catch(() => "")).split("\n")[0]);
      try {
        if (pid > 0) Deno.kill(pid, "SIGINT");
        else server.kill("SIGINT");
      } catch {
        // already gone
      }
      await server.status;
      await drained;
      await Deno.remove(dir, { recursive: true });
    },
  };
}
