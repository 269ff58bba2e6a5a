/**
 * A backup holds every delegate's data and the staff's password hashes: it is written into a fresh file of its own,
 * created exclusively beside the target (never a file or link someone left there) and readable by this account only,
 * then renamed into place, so the target is the whole backup or is left as it was.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Runs `write` on a new 0600 file beside `file`, then renames it to `file`; on failure the new file is removed. */
export async function writePrivately(file: string, write: (fd: number) => void | Promise<void>): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(8).toString('hex')}.partial`);
  // O_EXCL: fails on anything already at that path, a link included, so nothing is reused or followed.
  const fd = openSync(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  let renamed = false;
  try {
    // The mode given to open is narrowed by the umask only; this makes it exactly 0600 whatever the umask.
    fchmodSync(fd, 0o600);
    await write(fd);
    fsyncSync(fd);
    closeSync(fd);
    // rename replaces a link at `file` itself rather than writing through it.
    renameSync(temporary, file);
    renamed = true;
  } finally {
    if (!renamed) {
      try {
        closeSync(fd);
      } catch {
        // Already closed before the rename failed.
      }
      rmSync(temporary, { force: true });
    }
  }
}
