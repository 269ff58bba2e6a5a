/** The guest's confirmation's catalogue keys, with the values each may use (checked as server/mail/textKeys.ts). */
export const complimentaryTextKeys: Readonly<Record<string, readonly string[]>> = {
  'email.complimentary.subject': ['reference'],
  'email.complimentary.intro': ['reference'],
  'email.complimentary.nothingToPay': [],
};
