/**
 * The store `npm start` and the admin commands use: postgres.js when SUPABASE_DB_URL is set (a
 * local or remote server), else the embedded PGlite in `<dataDir>/pglite` (FORM_DATA_DIR, `.data/`
 * by default), migrated on open. Local only: the hosted entry never imports this file.
 *
 * One process at a time may open the embedded folder (two PGlite instances would corrupt it). The
 * one that has it locks `<dataDir>/store.lock` and writes there its pid, and for the running
 * function its loopback ports (the function's and the admin listener's) and a random token, so
 * `npm run submissions` and `npm run deliver-pending` can ask it (local-admin.ts) instead of
 * opening the folder.
 */
import { type Db, postgresDb } from "./db.ts";
import { migrate } from "./migrate.ts";
import { OWNER_DIR_MODE, ownerOnly } from "./owner-only.ts";
import { pgliteDb } from "./pglite-db.ts";
import { SubmissionStore } from "./store.ts";
import type { EnvGetter } from "./types.ts";

export interface StoreLock {
  pid: number;
  /** The running function's loopback port; absent for a command holding the store. */
  port?: number;
  /** The running function's admin listener (local-admin.ts) and its token. */
  adminPort?: number;
  token?: string;
}

export interface LocalStore {
  store: SubmissionStore;
  kind: Db["kind"];
  /** The lock this process holds (embedded store only). */
  lock?: StoreLock;
  close(): Promise<void>;
}

export class StoreBusyError extends Error {
  constructor(readonly holder: StoreLock) {
    super(`the embedded store is in use by process ${holder.pid}`);
    this.name = "StoreBusyError";
  }
}

const LOCK_WAIT_MS = 15_000;

export const lockPath = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, "")}/store.lock`;

/**
 * The lock is an OS file lock (flock) on `store.lock`, held while the store is open: the system
 * drops it when the holder exits, crash included, so no stale lock can block a restart and no pid
 * has to be probed (which Deno allows only with broad permissions). The file's text says who holds it.
 */
async function openLockFile(dataDir: string, create: boolean): Promise<Deno.FsFile | undefined> {
  try {
    return await Deno.open(lockPath(dataDir), { read: true, write: true, create, mode: 0o600 });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return undefined;
    throw err;
  }
}

/** Who holds the store now, or undefined when nobody does. */
export async function readLock(dataDir: string): Promise<StoreLock | undefined> {
  const file = await openLockFile(dataDir, false);
  if (!file) return undefined;
  try {
    if (await file.tryLock(true)) {
      await file.unlock();
      return undefined; // the file is left from a holder that is gone
    }
    // Held: the holder writes its details right after taking the lock; give it a moment.
    for (let i = 0; i < 20; i++) {
      try {
        const lock = JSON.parse(await Deno.readTextFile(lockPath(dataDir))) as StoreLock;
        if (Number.isInteger(lock.pid)) return lock;
      } catch {
        // empty or half written: read again
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    return { pid: 0 };
  } finally {
    file.close();
  }
}

async function acquireLock(dataDir: string, lock: StoreLock, waitMs = LOCK_WAIT_MS): Promise<() => Promise<void>> {
  // Owner only: the store holds what the forms sent, health details included. (mkdir's mode does
  // not reach a folder that exists already, made by an older version.)
  await Deno.mkdir(dataDir, { recursive: true, mode: OWNER_DIR_MODE });
  if (Deno.build.os !== "windows") await Deno.chmod(dataDir, OWNER_DIR_MODE);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const file = (await openLockFile(dataDir, true))!;
    if (await file.tryLock(true)) {
      await file.truncate(0);
      await file.write(new TextEncoder().encode(JSON.stringify(lock)));
      return async () => {
        await file.truncate(0);
        await file.unlock();
        file.close();
      };
    }
    file.close();
    // Held by a live process: a command finishing, or a function stopping. Wait a little.
    if (Date.now() > deadline) throw new StoreBusyError((await readLock(dataDir)) ?? { pid: 0 });
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface OpenOptions {
  dataDir: string;
  /** This process is the running function: its port, and the admin listener's port and token. */
  port?: number;
  adminPort?: number;
  token?: string;
  lockWaitMs?: number;
}

/** Opens the store for this environment, migrated. */
export async function openLocalStore(env: EnvGetter, { dataDir, port, adminPort, token, lockWaitMs }: OpenOptions): Promise<LocalStore> {
  const url = env("SUPABASE_DB_URL")?.trim();
  if (url) {
    const db = postgresDb(url);
    await migrate(db);
    return { store: new SubmissionStore(db), kind: db.kind, close: () => db.close() };
  }
  const lock: StoreLock = {
    pid: Deno.pid,
    ...(port !== undefined ? { port } : {}),
    ...(adminPort !== undefined ? { adminPort } : {}),
    ...(token !== undefined ? { token } : {}),
  };
  const release = await acquireLock(dataDir, lock, lockWaitMs);
  try {
    const folder = `${dataDir.replace(/[\\/]+$/, "")}/pglite`;
    const db = await pgliteDb(folder);
    await migrate(db);
    // PGlite writes its files readable by everyone (0666); tightened on open, and again on close
    // for the files it rewrote meanwhile. The folder above them is owner only throughout.
    await ownerOnly(folder);
    return {
      store: new SubmissionStore(db),
      kind: db.kind,
      lock,
      close: async () => {
        try {
          await db.close();
          await ownerOnly(folder);
        } finally {
          await release();
        }
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}
