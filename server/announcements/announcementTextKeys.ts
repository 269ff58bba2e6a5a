/** The announcement e-mail's catalogue keys, with the values each may use (checked as server/mail/textKeys.ts). */
export const announcementTextKeys: Readonly<Record<string, readonly string[]>> = {
  'email.announcement.subject': ['subject', 'reference'],
  'email.announcement.footer': [],
};
