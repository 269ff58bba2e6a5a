/**
 * npm run backup of a running server (asked over its socket), npm run restore into an empty directory, and a server
 * started on the copy: with 1,000 registrations, so the figures the README gives come from here.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

import { projectRoot } from '../../../scripts/support/projectRoot';
import { type RunningServer, spawnServer } from '../../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { migrate } from '../../../server/db/migrate';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';
import { sqlStore } from '../../../server/store/sqlStore';
import { copyMigratedData } from '../../support/dataTemplate';
import { periods } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { pressOnCheckout } from '../helpers/localCheckout';
import { newRegistration, validPayload } from '../helpers/payload';
import { Client } from '../helpers/testServer';
import { cliEnv, type CliResult, runStaffCli } from '../staff/runStaffCli';

const temp = temporaryDirectory('seminar-backup-');
const backupFile = path.join(temp.dir, 'seminar.backup.tar.gz');
const servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  temp.remove();
});
/** `npm run backup|restore -- FILE` as `node --import tsx`, against `dataDir`. */
function runBackupCli(command: 'backup' | 'restore', dataDir: string, file = backupFile): Promise<CliResult> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './server/boot/registerSchemasFolder.mjs',
      'server/operations/backupCli.ts',
      command,
      file,
    ],
    {
      cwd: projectRoot,
      env: cliEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const env = { SERVER_SECRET: 'b7'.repeat(32), INVOICE_FONT: 'none', MAIL_POLL_SECONDS: '1' };

/** Every row a restore must bring back, as the database holds them, read once no server holds the directory. */
async function contents(dataDir: string): Promise<Record<string, unknown[]>> {
  const db = await openPgliteDatabase(dataDir);
  try {
    const rows = async (sql: string) => (await db.query<{ row: unknown }>(sql)).map((row) => row.row);
    return {
      registrations: await rows('select to_jsonb(t) as row from registrations t order by id'),
      payments: await rows('select to_jsonb(t) as row from payments t order by id'),
      outbox: await rows('select to_jsonb(t) as row from outbox t order by id'),
      mailbox: await rows('select to_jsonb(t) as row from mailbox t order by id'),
      staff: await rows('select jsonb_build_array(email, role, password_hash) as row from staff_accounts order by id'),
    };
  } finally {
    await db.close();
  }
}

async function outboxPending(server: RunningServer): Promise<number> {
  const health = (await (await fetch(new URL('/health', server.url))).json()) as { outbox: { pending: number } };
  return health.outbox.pending;
}

it('backs up a running server with 1,000 registrations; a server on the restored copy has every registration, payment, e-mail and staff account (figures printed)', async () => {
  const live = path.join(temp.dir, 'live');
  const restored = path.join(temp.dir, 'restored');
  await copyMigratedData(live);
  const db = await openPgliteDatabase(live);
  await migrate(db);
  const store = sqlStore(db);
  for (let index = 0; index < 998; index += 1) {
    const inserted = await store.insertRegistration(newRegistration({ payment_method: 'bank' }));
    expect(inserted.outcome).toBe('created');
  }
  // Their e-mails went out long ago (as on a server that has run for weeks): the outbox rows stay to be backed up, and
  // the server started below sends only the e-mails of what happens while it runs, not 998 invoices first.
  await db.query("update outbox set status = 'sent', attempts = 1, sent_at = now() where status = 'pending'");
  await store.close();

  const running = await spawnServer({ dataDir: live, env });
  servers.push(running);
  // Two delegates register on the running server: one pays by card on the local test checkout, one by bank transfer.
  const client = new Client(running.url);
  await client.handshake();
  const online = await client.postJson('/web/registrations', validPayload(periods.first, { payment_method: 'online' }));
  expect(online.status).toBe(201);
  const paid = await pressOnCheckout(client, ((await online.json()) as { url: string }).url, 'pay');
  expect(paid.status).toBe(303);
  const bank = await client.postJson('/web/registrations', validPayload(periods.first, { payment_method: 'bank' }));
  expect(bank.status).toBe(201);
  // A manager added while the server runs (over its control socket).
  const manager = { email: 'backup.manager@example.org', password: 'a long password for the backup test' };
  const added = await runStaffCli(['add', manager.email, '--role', 'manager'], {
    dataDir: live,
    password: manager.password,
  });
  expect(added.code, added.stderr).toBe(0);
  // Every e-mail sent to the local mailbox, so the server writes nothing more while it is backed up and stopped.
  expect(
    await eventually(
      () => outboxPending(running),
      (pending) => pending === 0,
      600_000,
    ),
  ).toBe(0);

  const backup = await runBackupCli('backup', live);
  expect(backup.code, backup.stderr).toBe(0);
  expect(backup.stdout).toContain('from the running server');
  expect(await running.stop()).toBe(true);
  const restore = await runBackupCli('restore', restored);
  expect(restore.code, restore.stderr).toBe(0);
  // The figures server/README.md records: the file's size and each command's time, as the commands print them.
  console.log(`1,000 registrations:\n${backup.stdout}${restore.stdout}`);

  const copy = await spawnServer({ dataDir: restored, env });
  servers.push(copy);
  const staff = new Client(copy.url);
  expect((await staff.postJson('/staff/api/sign-in', manager)).status).toBe(200);
  expect(await outboxPending(copy)).toBe(0);
  expect(await copy.stop()).toBe(true);

  const original = await contents(live);
  expect(original.registrations).toHaveLength(1000);
  expect(original.payments.length).toBeGreaterThan(0);
  expect(original.outbox.length).toBeGreaterThanOrEqual(1000);
  expect(original.mailbox.length).toBeGreaterThan(0);
  expect(original.staff).toHaveLength(1);
  expect(await contents(restored)).toEqual(original);
}, 1_200_000);
