/** The console's announcement calls: the preview of an audience, the sending and the list of those sent. */
import type {
  AnnouncementPreview,
  AnnouncementSent,
  NewAnnouncement,
  SentAnnouncement,
} from '../../../core/api/announcementTypes';
import { call } from '../staffApi';

export const announcementsApi = {
  list: () => call<{ announcements: SentAnnouncement[] }>('GET', '/staff/api/announcements'),
  preview: (draft: Omit<NewAnnouncement, 'key'>) =>
    call<AnnouncementPreview>('POST', '/staff/api/announcements/preview', draft),
  send: (announcement: NewAnnouncement) => call<AnnouncementSent>('POST', '/staff/api/announcements', announcement),
};
