/** Announcements as the console sends them, and what the outbox holds of them. */
import { randomUUID } from 'node:crypto';

import type { AnnouncementAudience, AnnouncementTexts } from '../../../core/rules/announcements';
import type { Database } from '../../../server/db/Database';

/** A room change in English and Traditional Chinese (no Simplified version: those delegates read the English one). */
export const roomChange: AnnouncementTexts = {
  en: { subject: 'Room change for the seminar', body: 'The seminar moves to Hall B.\n\nPlease bring your badge.' },
  'zh-Hant': { subject: '研討會場地更改', body: '研討會改於 B 廳舉行。\n\n請攜帶名牌。' },
};

/** The body of POST /staff/api/announcements, with a fresh idempotency key unless one is given. */
export function announcementBody(
  audience: AnnouncementAudience,
  texts: AnnouncementTexts = roomChange,
  key = randomUUID(),
) {
  return { key, audience, texts };
}

/** The announcement e-mails the outbox holds for an announcement, by registration. */
export async function announcementMails(
  db: Database,
  announcementId: number,
): Promise<{ registration_id: number; language: string; subject: string }[]> {
  return db.query(
    `select registration_id, language, details ->> 'subject' as subject from outbox
     where kind = 'announcement' and details ->> 'announcementId' = $1 order by registration_id`,
    [String(announcementId)],
  );
}
