/** A throw-away directory that does not outlive the process. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { atExit } from './atExit';

export interface TemporaryDirectory {
  dir: string;
  remove(): void;
}

/** A new `<tmpdir>/<prefix>XXXXXX`, removed by `remove()`, or when the process exits should nobody call it. */
export function temporaryDirectory(prefix: string): TemporaryDirectory {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  // Retried: a process that has just been stopped may still be closing files in it (ENOTEMPTY, EBUSY).
  const removeNow = () => rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  const cancel = atExit(removeNow);
  return {
    dir,
    remove: () => {
      cancel();
      removeNow();
    },
  };
}
