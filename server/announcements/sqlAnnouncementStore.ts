/** The announcement store over the registration database (migration 022), PGlite or PostgreSQL alike. */
import type { SentAnnouncement } from '../../core/api/announcementTypes';
import type { AnnouncementAudience, AnnouncementTexts } from '../../core/rules/announcements';
import type { Database, SqlRunner } from '../db/Database';
import type { AnnouncementStore } from './AnnouncementStore';

interface AnnouncementRow {
  id: number;
  audience: AnnouncementAudience;
  texts: AnnouncementTexts;
  recipients: number;
  sent_by: string;
  sent_at: Date;
  delivered: number;
  failed: number;
}

const selectAnnouncements = `
  select a.id, a.audience, a.texts, a.recipients, a.sent_by, a.sent_at,
    (select count(*)::integer from outbox o
      where o.kind = 'announcement' and o.details ->> 'announcementId' = a.id::text and o.status = 'sent') as delivered,
    (select count(*)::integer from outbox o
      where o.kind = 'announcement' and o.details ->> 'announcementId' = a.id::text and o.status = 'failed') as failed
  from announcements a`;

function announcementOf(row: AnnouncementRow): SentAnnouncement {
  return {
    id: row.id,
    subject: row.texts.en.subject,
    languages: Object.keys(row.texts),
    audience: row.audience,
    recipients: row.recipients,
    delivered: row.delivered,
    failed: row.failed,
    sentAt: new Date(row.sent_at).toISOString(),
    sentBy: row.sent_by,
  };
}

async function byKey(tx: SqlRunner, key: string): Promise<SentAnnouncement> {
  const rows = await tx.query<AnnouncementRow>(`${selectAnnouncements} where a.idempotency_key = $1`, [key]);
  if (!rows[0]) throw new Error('the announcement just kept cannot be read back');
  return announcementOf(rows[0]);
}

/**
 * The announcement store of an open, migrated database. `queued` runs after each commit that queued e-mails, so the
 * outbox sender starts at once rather than at its next poll.
 */
export function sqlAnnouncementStore(db: Database, queued: () => void = () => {}): AnnouncementStore {
  return {
    async send({ key, audience, texts, recipients, sentBy, at }) {
      const outcome = await db.transaction(async (tx) => {
        // On PostgreSQL a second transaction with the same key waits here for the first and then inserts nothing.
        const inserted = await tx.query<{ id: number }>(
          `insert into announcements (idempotency_key, audience, texts, recipients, sent_by, sent_at)
           values ($1, $2::jsonb, $3::jsonb, $4, $5, $6)
           on conflict (idempotency_key) do nothing
           returning id`,
          [key, JSON.stringify(audience), JSON.stringify(texts), recipients.length, sentBy, at],
        );
        const id = inserted[0]?.id;
        if (id === undefined) return { announcement: await byKey(tx, key), repeat: true };
        const rows = recipients.map(({ registrationId, email, language }) => {
          const version = texts[language as keyof AnnouncementTexts] ?? texts.en;
          return {
            registration_id: registrationId,
            recipient: email,
            language,
            details: { announcementId: String(id), subject: version.subject, body: version.body },
          };
        });
        // One statement for every e-mail: 500 delegates are one round trip, not 500.
        await tx.query(
          `insert into outbox (registration_id, kind, recipient, language, details, created_at)
           select t.registration_id, 'announcement', t.recipient, t.language, t.details, $2
           from jsonb_to_recordset($1::jsonb) as t(registration_id integer, recipient text, language text, details jsonb)
           on conflict do nothing`,
          [JSON.stringify(rows), at],
        );
        return { announcement: await byKey(tx, key), repeat: false };
      });
      if (!outcome.repeat && recipients.length > 0) queued();
      return outcome;
    },

    async list() {
      const rows = await db.query<AnnouncementRow>(`${selectAnnouncements} order by a.sent_at desc, a.id desc`);
      return rows.map(announcementOf);
    },
  };
}
