/**
 * The embedded database's directory holds staff password hashes and every delegate's personal data (in its tables and
 * its write-ahead log): only the account running the server may read it. PGlite writes most of its files with mode
 * 0666, so the directory itself is what keeps others out; it is created 0700, its files are kept 0600, and a directory
 * others can enter is refused rather than quietly fixed, as someone else may already have read or changed it.
 */
import { chmodSync, mkdirSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Thrown when group or other accounts can enter or list a data directory that already holds data. */
export class DataDirUnsafeError extends Error {
  constructor(
    readonly directory: string,
    readonly mode: number,
  ) {
    super(
      `The data directory ${directory} can be read by other accounts on this machine (mode ${mode.toString(8).padStart(4, '0')}); it holds staff password hashes and delegates' personal data. ` +
        `Check who may have read it, then make it private with: chmod -R go= '${directory}'`,
    );
    this.name = 'DataDirUnsafeError';
  }
}

const privateBits = 0o077;

/**
 * The directory's real path (PGlite's file system cannot follow a symbolic link, and two paths to one directory must
 * share one lock), created 0700 when missing (its parents as usual); an empty one is made 0700, one with data that
 * others can enter is refused.
 */
export function privateDataDirectory(dataDir: string): string {
  const wanted = resolve(dataDir);
  mkdirSync(dirname(wanted), { recursive: true });
  mkdirSync(wanted, { recursive: true, mode: 0o700 });
  const directory = realpathSync(wanted);
  const mode = statSync(directory).mode & 0o7777;
  if ((mode & privateBits) === 0) return directory;
  if (readdirSync(directory).length === 0) {
    chmodSync(directory, 0o700);
    return directory;
  }
  throw new DataDirUnsafeError(directory, mode);
}

/** Directories 0700 and files 0600 under `directory`, whatever mode PGlite gave them. */
export function keepPrivate(directory: string): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if ((statSync(path).mode & privateBits) !== 0) chmodSync(path, 0o700);
      keepPrivate(path);
    } else if (entry.isFile() && (statSync(path).mode & privateBits) !== 0) {
      chmodSync(path, 0o600);
    }
  }
}
