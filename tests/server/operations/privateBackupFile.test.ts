/**
 * Backups are written privately: into a fresh file created exclusively beside the target, 0600 whatever was left
 * there, never through a link, and pg_dump's output too.
 */
import {
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writePrivateFile } from '../../../server/operations/pgliteBackup';
import { dumpPostgres } from '../../../server/operations/postgresBackup';
import { openTestPostgres, stopTestPostgres, type TestDatabase } from '../helpers/testDatabase';

let dir: string;
const backup = Buffer.from('the whole database, password hashes included');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'seminar-private-backup-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('a backup file', () => {
  it('is 0600 and new, even when someone pre-created FILE.partial world-writable', async () => {
    const file = join(dir, 'planted.tar.gz');
    writeFileSync(`${file}.partial`, 'planted', { mode: 0o666 });
    const planted = statSync(`${file}.partial`);
    await writePrivateFile(file, backup);
    expect(readFileSync(file)).toEqual(backup);
    expect(modeOf(file)).toBe(0o600);
    // The planted file was neither reused nor written: its owner reads nothing of the backup through it.
    expect(statSync(file).ino).not.toBe(planted.ino);
    expect(readFileSync(`${file}.partial`, 'utf8')).toBe('planted');
  });

  it('never follows a link: not one at FILE.partial, not one at FILE', async () => {
    const elsewhere = join(dir, 'elsewhere.txt');
    writeFileSync(elsewhere, 'untouched');
    const file = join(dir, 'linked.tar.gz');
    symlinkSync(elsewhere, `${file}.partial`);
    symlinkSync(elsewhere, file);
    await writePrivateFile(file, backup);
    expect(readFileSync(elsewhere, 'utf8')).toBe('untouched');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(readFileSync(file)).toEqual(backup);
    expect(modeOf(file)).toBe(0o600);
  });

  it('leaves no temporary file behind when writing fails', async () => {
    const missing = join(dir, 'no-such-folder', 'backup.tar.gz');
    await expect(writePrivateFile(missing, backup)).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.includes('no-such-folder'))).toEqual([]);
  });
});

describe("pg_dump's output", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestPostgres();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await stopTestPostgres();
  });

  it('is 0600, not the 0644 pg_dump writes under the usual umask', async () => {
    const file = join(dir, 'dump.pgc');
    const umask = process.umask(0o022);
    try {
      await dumpPostgres(database.connectionString ?? '', file);
    } finally {
      process.umask(umask);
    }
    expect(modeOf(file)).toBe(0o600);
    // pg_dump's custom format starts with its magic.
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
  }, 60_000);
});
