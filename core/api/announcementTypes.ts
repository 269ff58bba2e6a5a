/** The announcements' API: the console's preview of an audience and its sent announcements. */
import type { AnnouncementAudience, AnnouncementTexts } from '../rules/announcements';

/** POST /staff/api/announcements/preview: how many delegates it reaches and one of them's e-mail. */
export interface AnnouncementPreview {
  count: number;
  /** The e-mail of the first delegate in the audience, as it will be sent; none when nobody is in it. */
  sample?: { to: string; language: string; subject: string; text: string };
}

/** One sent announcement, with what became of its e-mails. */
export interface SentAnnouncement {
  id: number;
  subject: string;
  languages: string[];
  audience: AnnouncementAudience;
  recipients: number;
  delivered: number;
  failed: number;
  sentAt: string;
  sentBy: string;
}

/** POST /staff/api/announcements: the body. `key` is the console's idempotency key of this one announcement. */
export interface NewAnnouncement {
  key: string;
  audience: AnnouncementAudience;
  texts: AnnouncementTexts;
}

/** The answer of POST /staff/api/announcements: `repeat` when the key was sent before (nothing was sent again). */
export interface AnnouncementSent {
  announcement: SentAnnouncement;
  repeat: boolean;
}
