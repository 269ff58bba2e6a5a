/** The embedded mailbox: where the local transport delivers when no SMTP server is configured, for staff to read. */
import type { Database } from '../db/Database';
import type { LifecycleStore, MailboxEntry } from './LifecycleStore';

interface MailboxRow {
  id: number;
  outbox_id: number | null;
  message_id: string;
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailboxEntry['attachments'];
  delivered_at: Date;
}

function toMailboxEntry(row: MailboxRow): MailboxEntry {
  return {
    id: row.id,
    outboxId: row.outbox_id,
    messageId: row.message_id,
    sender: row.sender,
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    attachments: row.attachments,
    deliveredAt: row.delivered_at,
  };
}

/** The mailbox's part of the store. */
export function sqlMailbox(
  db: Database,
): Pick<LifecycleStore, 'deliverToMailbox' | 'listMailbox' | 'findMailboxEntry'> {
  return {
    async deliverToMailbox(entry) {
      await db.query(
        `insert into mailbox (outbox_id, message_id, sender, recipient, subject, text_body, html_body, attachments,
           delivered_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
         on conflict (outbox_id) do nothing`,
        [
          entry.outboxId,
          entry.messageId,
          entry.sender,
          entry.recipient,
          entry.subject,
          entry.textBody,
          entry.htmlBody,
          JSON.stringify(entry.attachments),
          entry.deliveredAt,
        ],
      );
    },

    async listMailbox() {
      const rows = await db.query<MailboxRow>('select * from mailbox order by id desc');
      return rows.map(toMailboxEntry);
    },

    async findMailboxEntry(id) {
      const rows = await db.query<MailboxRow>('select * from mailbox where id = $1', [id]);
      return rows[0] ? toMailboxEntry(rows[0]) : undefined;
    },
  };
}
