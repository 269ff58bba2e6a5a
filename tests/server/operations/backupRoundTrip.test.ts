// @vitest-environment node
/** npm run backup and npm run restore of the embedded database, with 1,000 registrations. */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { projectRoot } from '../../../scripts/support/projectRoot';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { migrate } from '../../../server/db/migrate';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';
import { sqlStore } from '../../../server/store/sqlStore';
import { newRegistration } from '../helpers/payload';
import { cliEnv, type CliResult } from '../staff/runStaffCli';

const temp = temporaryDirectory('seminar-backup-');
const backupFile = path.join(temp.dir, 'seminar.backup.tar.gz');
const bulkFile = path.join(temp.dir, 'bulk.backup.tar.gz');

afterAll(() => temp.remove());

/** `npm run backup|restore -- FILE` as `node --import tsx`, against `dataDir`. */
function runBackupCli(command: 'backup' | 'restore', dataDir: string, file = backupFile): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/operations/backupCli.ts', command, file], {
    cwd: projectRoot,
    env: cliEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

it('carries 1,000 registrations and their queued e-mails through a backup and a restore (figures printed)', async () => {
  const bulk = path.join(temp.dir, 'bulk');
  const bulkRestored = path.join(temp.dir, 'bulk-restored');
  const db = await openPgliteDatabase(bulk);
  await migrate(db);
  const store = sqlStore(db);
  for (let index = 0; index < 1000; index += 1) {
    const inserted = await store.insertRegistration(newRegistration({ payment_method: 'bank' }));
    expect(inserted.outcome).toBe('created');
  }
  await store.close();

  const backup = await runBackupCli('backup', bulk, bulkFile);
  expect(backup.code, backup.stderr).toBe(0);
  const restore = await runBackupCli('restore', bulkRestored, bulkFile);
  expect(restore.code, restore.stderr).toBe(0);
  // The figures docs/benchmarks.md records: the file's size and each command's time, as the commands print them.
  console.log(`1,000 registrations:\n${backup.stdout}${restore.stdout}`);

  const back = sqlStore(await openPgliteDatabase(bulkRestored));
  try {
    expect(await back.listRegistrations()).toHaveLength(1000);
    expect((await back.outboxHealth()).pending).toBe(1000);
  } finally {
    await back.close();
  }
}, 900_000);
