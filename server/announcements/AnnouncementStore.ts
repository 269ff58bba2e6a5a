/** What announcements keep: each one sent, under the console's key, with its e-mails queued in the outbox. */
import type { SentAnnouncement } from '../../core/api/announcementTypes';
import type { AnnouncementAudience, AnnouncementTexts } from '../../core/rules/announcements';

/** One delegate an announcement goes to, in the language of the version they read. */
export interface AnnouncementRecipient {
  registrationId: number;
  email: string;
  language: string;
}

/** An announcement to send once, whatever presses, reloads and processes repeat it. */
export interface AnnouncementToSend {
  key: string;
  audience: AnnouncementAudience;
  texts: AnnouncementTexts;
  recipients: readonly AnnouncementRecipient[];
  sentBy: string;
  at: Date;
}

export interface AnnouncementStore {
  /**
   * Keeps the announcement and queues one e-mail per recipient in one transaction; `repeat` (nothing queued) when an
   * announcement with the same key was sent before, by this process or another.
   */
  send(announcement: AnnouncementToSend): Promise<{ announcement: SentAnnouncement; repeat: boolean }>;
  /** Every announcement sent, newest first, with how many of its e-mails went out or failed. */
  list(): Promise<SentAnnouncement[]>;
}
