/** The attendance certificate's e-mail: its words and the certificate as a PDF, from the figures its message keeps. */
import type { AttendedMeeting } from '../../core/rules/certificates';
import type { InvoiceFont } from '../invoice/invoiceFont';
import type { Attachment } from '../mail/composeMessage';
import type { TextOf } from '../mail/texts';
import type { OutboxMessage } from '../store/LifecycleStore';
import { attendedLines, certificateFileName, certificatePdf } from './certificatePdf';

type CertificateBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

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

/** The message's blocks and the certificate PDF, in the message's language. */
export async function certificateMessage(
  message: OutboxMessage,
  text: TextOf,
  font: InvoiceFont | undefined,
): Promise<{ blocks: CertificateBlock[]; attachment: Attachment }> {
  const number = stringOf(message.details.certificateNumber);
  const verificationUrl = stringOf(message.details.verificationUrl);
  const attended = attendedOf(message.details.attended);
  const pdf = await certificatePdf(
    {
      number,
      name: stringOf(message.details.name),
      attended,
      verificationUrl,
      issuedOn: stringOf(message.details.issuedOn),
      language: message.language,
    },
    font,
  );
  return {
    blocks: [
      { kind: 'paragraph', text: text('email.certificate.intro') },
      { kind: 'list', items: attendedLines(attended, message.language) },
      { kind: 'paragraph', text: text('email.certificate.number', { number }) },
      { kind: 'paragraph', text: text('email.certificate.verify', { url: verificationUrl }) },
    ],
    attachment: { filename: certificateFileName(number), contentType: 'application/pdf', content: pdf },
  };
}
