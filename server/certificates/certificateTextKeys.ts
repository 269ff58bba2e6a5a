/** The certificate's and its e-mail's catalogue keys, with the values each may use (checked as server/mail/textKeys.ts). */
export const certificateTextKeys: Readonly<Record<string, readonly string[]>> = {
  'email.certificate.subject': ['reference'],
  'email.certificate.intro': [],
  'email.certificate.number': ['number'],
  'email.certificate.verify': ['url'],
  'email.pageLink.noteCertificate': [],
  'certificate.pdf.title': [],
  'certificate.pdf.certify': [],
  'certificate.pdf.attended': [],
  'certificate.pdf.meetingDays': ['meeting', 'days'],
  'certificate.pdf.daySeparator': [],
  'certificate.pdf.issuer': ['issuer'],
  'certificate.pdf.issuedOn': ['issuedOn'],
  'certificate.pdf.number': ['number'],
  'certificate.pdf.verify': ['url'],
};
