/** `npm run mail [id]`: the embedded mailbox in the terminal (the newest message in full, or message <id>), and the outbox's state. */
import { existsSync } from 'node:fs';

import { readServerConfig } from './config';
import { openForReading } from './db/openForReading';
import type { MailboxEntry } from './store/LifecycleStore';
import { sqlStore } from './store/sqlStore';

function full(entry: MailboxEntry): string {
  const attachments = entry.attachments.map(
    (file) => `${file.filename} (${file.contentType}, ${Math.round((file.base64.length * 3) / 4 / 1024)} KiB)`,
  );
  return [
    `Message ${entry.id}`,
    `From: ${entry.sender}`,
    `To: ${entry.recipient}`,
    `Date: ${entry.deliveredAt.toISOString()}`,
    `Subject: ${entry.subject}`,
    `Attachments: ${attachments.length > 0 ? attachments.join(', ') : 'none'}`,
    '',
    entry.textBody,
  ].join('\n');
}

async function main(): Promise<void> {
  const config = readServerConfig(process.env, process.cwd(), 'tool');
  if (config.smtpUrl) console.log('SMTP_URL is set: e-mails go to that server, not to the local mailbox.');
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    console.log(`No messages yet: there is no embedded database at ${config.dataDir}. Start the site with npm start.`);
    return;
  }
  const opened = await openForReading(config);
  const store = sqlStore(opened.db);
  try {
    const entries = await store.listMailbox();
    console.log(`Local mailbox in ${opened.source}: ${entries.length} message${entries.length === 1 ? '' : 's'}`);
    if (opened.note) console.log(opened.note);
    const counts = await opened.db.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from outbox group by status order by status',
    );
    if (counts.length > 0) console.log(`Outbox: ${counts.map(({ status, count }) => `${count} ${status}`).join(', ')}`);
    const failed = await opened.db.query<{ id: number; recipient: string; last_error: string }>(
      `select id, recipient, last_error from outbox where status = 'failed' order by id`,
    );
    for (const row of failed) console.log(`  failed: message ${row.id} to ${row.recipient}: ${row.last_error}`);
    if (entries.length === 0) return;
    console.table(
      entries.map((entry) => ({
        id: entry.id,
        delivered: entry.deliveredAt.toISOString().replace('T', ' ').slice(0, 19),
        to: entry.recipient,
        subject: entry.subject,
      })),
    );
    const wanted = process.argv[2];
    const shown = wanted === undefined ? entries[0] : entries.find((entry) => String(entry.id) === wanted);
    if (!shown) {
      console.log(`There is no message ${wanted}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`\n${full(shown)}`);
  } finally {
    await store.close();
    opened.cleanUp?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
