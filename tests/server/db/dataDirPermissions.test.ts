/** The embedded database's directory is private to the account running the server (0700, files 0600). */
import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { spawnServer } from '../../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { DataDirUnsafeError } from '../../../server/db/dataDirPermissions';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';

const temp = temporaryDirectory('seminar-data-modes-');
const dataDir = path.join(temp.dir, 'pglite');
afterAll(() => temp.remove());

/** Every path under `dir` whose mode lets group or other accounts in, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const mode = statSync(path.join(dir, entry)).mode & 0o777;
    if ((mode & 0o077) !== 0) found.push(`${entry} ${mode.toString(8)}`);
  }
  return found;
}

describe('the data directory', () => {
  it('is created 0700 with every file 0600, and stays so after the server wrote to it (968 files were 0666)', async () => {
    const db = await openPgliteDatabase(dataDir);
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      await db.exec('create table written (n int); insert into written select generate_series(1, 1000); checkpoint');
    } finally {
      await db.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);

  it('is refused, naming the fix, when other accounts can enter it', async () => {
    chmodSync(dataDir, 0o755);
    const refused = openPgliteDatabase(dataDir);
    await expect(refused).rejects.toThrow(DataDirUnsafeError);
    await expect(refused).rejects.toThrow(`chmod -R go= '${dataDir}'`);
  });

  it('stops the server from starting, with that message and no stack', async () => {
    chmodSync(dataDir, 0o750);
    const started = spawnServer({ dataDir, startTimeoutMs: 60_000 });
    await expect(started).rejects.toThrow(
      /exit code 1\)\.\nThe data directory .* can be read by other accounts on this machine \(mode 0750\)/,
    );
    chmodSync(dataDir, 0o700);
  }, 90_000);
});
