import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { DataDirLockedError, lockDataDir } from '../../../server/db/dataDirLock';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';

const temp = temporaryDirectory('seminar-lock-');
afterAll(() => temp.remove());

describe('the data-directory lock', () => {
  it("takes over a stale lock that carries this process's own PID (it refused to start)", () => {
    const dir = path.join(temp.dir, 'own');
    writeFileSync(`${dir}.lock`, String(process.pid));
    const release = lockDataDir(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('still refuses a second lock of the same directory in this process', () => {
    const dir = path.join(temp.dir, 'twice');
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });

  it('takes over a lock whose PID now belongs to another live process (started later)', () => {
    const dir = path.join(temp.dir, 'reused');
    // PID 1 is alive, but it did not write this lock: its start time is not the one recorded.
    writeFileSync(`${dir}.lock`, '1 999999999999');
    const release = lockDataDir(dir);
    release();
  });

  it('refuses a lock of a live process that wrote it', () => {
    const dir = path.join(temp.dir, 'live');
    writeFileSync(`${dir}.lock`, '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('opens a DATA_DIR that is a symbolic link, locking the real directory (it failed with an opaque error)', async () => {
    const real = path.join(temp.dir, 'real');
    const link = path.join(temp.dir, 'link');
    mkdirSync(real);
    symlinkSync(real, link);
    const db = await openPgliteDatabase(link);
    try {
      expect(existsSync(`${real}.lock`)).toBe(true);
      await expect(openPgliteDatabase(real)).rejects.toThrow(DataDirLockedError);
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    expect(existsSync(`${real}.lock`)).toBe(false);
  }, 120_000);
});
