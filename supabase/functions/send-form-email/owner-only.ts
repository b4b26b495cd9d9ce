/**
 * Files that hold what the forms sent (the outbox's messages, the embedded store's PostgreSQL files)
 * are for this machine's user only: folders 0700, files 0600. PGlite writes its files 0666 through
 * its own file system layer, which the process's umask does not reach, so its folder is tightened
 * after the fact. No-ops on Windows, whose files have no such modes.
 */
export const OWNER_DIR_MODE = 0o700;
export const OWNER_FILE_MODE = 0o600;

const supported = Deno.build.os !== "windows";

/** `path` and, for a folder, everything in it: owner only. A file removed meanwhile is skipped. */
export async function ownerOnly(path: string): Promise<void> {
  if (!supported) return;
  try {
    const info = await Deno.lstat(path);
    if (info.isSymlink) return; // its target is not ours to change
    await Deno.chmod(path, info.isDirectory ? OWNER_DIR_MODE : OWNER_FILE_MODE);
    if (!info.isDirectory) return;
    for await (const entry of Deno.readDir(path)) await ownerOnly(`${path}/${entry.name}`);
  } catch (err) {
    // PGlite may remove a file (a WAL segment, a relation cache) while the folder is walked.
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
}
