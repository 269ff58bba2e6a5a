/** Directories made once and kept under a digest of their inputs (in the temp directory unless told), so every test file and the next run reuse them. */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { projectRoot } from './projectRoot';

/** Entries of other inputs left in the temp directory are removed once they have not been used for this long. */
const staleAfterMs = 60 * 60 * 1000;

function filesUnder(entry: string): string[] {
  // path.resolve keeps an absolute entry (an event's schemas folder elsewhere) as it is.
  const full = path.resolve(projectRoot, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(entry, name))
    .filter((name) => statSync(path.resolve(projectRoot, name)).isFile())
    .sort();
}

/** A digest of the paths and contents of files and folders, of the project or absolute (missing ones are skipped). */
export function contentKey(entries: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.resolve(projectRoot, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function removeStale(parent: string, prefix: string, keep: string): void {
  const now = Date.now();
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix) || name === keep) continue;
    try {
      const full = path.join(parent, name);
      if (now - statSync(full).mtimeMs > staleAfterMs) rmSync(full, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/**
 * Its time is that of its last use: a run of other inputs (another checkout, another event's folder) removes only
 * entries nobody has asked for in the last hour, never the build a run still going serves its pages from.
 */
function markUsed(dir: string): void {
  const now = new Date();
  try {
    utimesSync(dir, now, now);
  } catch {
    // Removed meanwhile by a run that found it unused: the caller's next step says so.
  }
}

/**
 * `<parent>/<prefix><key>` (the temp directory unless `parent` is given), made by `produce` into a scratch directory when absent. The scratch directory is then
 * renamed into place, which is atomic: readers see no directory or a whole one. When test files running in parallel
 * produce the same key, the first rename wins and the other copies are dropped.
 */
export async function cachedDirectory(
  prefix: string,
  key: string,
  produce: (dir: string) => Promise<void>,
  parent = tmpdir(),
): Promise<string> {
  const finalDir = path.join(parent, `${prefix}${key}`);
  if (existsSync(finalDir)) {
    markUsed(finalDir);
    return finalDir;
  }
  mkdirSync(parent, { recursive: true });
  const workDir = mkdtempSync(path.join(parent, `${prefix}${key}.making-`));
  try {
    await produce(workDir);
    renameSync(workDir, finalDir);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    if (!existsSync(finalDir)) throw error;
  }
  removeStale(parent, prefix, path.basename(finalDir));
  return finalDir;
}
