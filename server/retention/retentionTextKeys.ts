/** The personal data PDF's catalogue keys, with the values each may use (checked as server/mail/textKeys.ts). */
export const retentionTextKeys: Readonly<Record<string, readonly string[]>> = {
  'personalData.pdf.title': [],
  'personalData.pdf.intro': ['exportedAt'],
  'personalData.pdf.erased': ['erasedAt'],
  'personalData.pdf.registration': [],
  'personalData.pdf.payment': [],
  'personalData.pdf.history': [],
  'personalData.pdf.emails': [],
  'personalData.pdf.visa': [],
  'personalData.pdf.none': [],
};
