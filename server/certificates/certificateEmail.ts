/** The attendance certificate's e-mail: its words and the certificate as a PDF, from the figures its message keeps. */
import { type AttendedMeeting, certificateRevoked } from '../../core/rules/certificates';
import { drawDocumentToSend } from '../documents/documentPool';
import type { MessageDefinition } from '../mail/MessageDefinition';
import { attendedLines, certificateFileName } from './certificatePdf';

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function attendedOf(value: unknown): AttendedMeeting[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is AttendedMeeting =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as AttendedMeeting).meeting === 'string' &&
      Array.isArray((item as AttendedMeeting).days),
  );
}

export const attendanceCertificate: MessageDefinition = {
  subjectKey: 'email.certificate.subject',
  personalLink: true,
  // After the event there is nothing left to pay, change or cancel: the link's note speaks of the certificate only.
  pageLinkNoteKey: 'email.pageLink.noteCertificate',
  // A certificate revoked while its e-mail waited, or resent by staff afterwards, is not handed out again.
  stillWanted: (registration) =>
    certificateRevoked(registration.state)
      ? { wanted: false, reason: 'not sent: the certificate was revoked (the registration is cancelled)' }
      : { wanted: true },
  blocks({ message, text }) {
    const number = stringOf(message.details.certificateNumber);
    return [
      { kind: 'paragraph', text: text('email.certificate.intro') },
      { kind: 'list', items: attendedLines(attendedOf(message.details.attended), message.language) },
      { kind: 'paragraph', text: text('email.certificate.number', { number }) },
      { kind: 'paragraph', text: text('email.certificate.verify', { url: stringOf(message.details.verificationUrl) }) },
    ];
  },
  async attachments({ message, options }) {
    const number = stringOf(message.details.certificateNumber);
    const pdf = await drawDocumentToSend(
      'certificate',
      {
        content: {
          number,
          name: stringOf(message.details.name),
          attended: attendedOf(message.details.attended),
          verificationUrl: stringOf(message.details.verificationUrl),
          issuedOn: stringOf(message.details.issuedOn),
          language: message.language,
        },
      },
      options.font,
    );
    return [{ attachment: { filename: certificateFileName(number), contentType: 'application/pdf', content: pdf } }];
  },
};
