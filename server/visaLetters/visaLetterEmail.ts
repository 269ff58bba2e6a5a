/**
 * The visa letter's e-mail: its words and the letter as a PDF, from the figures its outbox message keeps (so a retried
 * send carries the very same letter). The message composition calls this for the 'visa_letter' kind only.
 */
import { visaFields, type VisaRequestValues } from '../../core/rules/visaLetter';
import type { InvoiceFont } from '../invoice/invoiceFont';
import type { Attachment } from '../mail/composeMessage';
import type { Block } from '../mail/messageLayout';
import type { TextOf } from '../mail/texts';
import type { OutboxMessage } from '../store/LifecycleStore';
import type { StoredRegistration } from '../store/Store';
import { visaLetterFileName, visaLetterPdf } from './visaLetterPdf';

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The subject's catalogue key. */
export const visaLetterSubjectKey = 'email.visaLetter.subject';

/** The message's blocks and the letter, in the message's language. */
export async function visaLetterMessage(
  message: OutboxMessage,
  registration: StoredRegistration,
  text: TextOf,
  font: InvoiceFont | undefined,
): Promise<{ blocks: Block[]; attachment: Attachment }> {
  const details = message.details;
  const number = stringOf(details.letterNumber);
  const values = Object.fromEntries(visaFields.map((field) => [field, stringOf(details[field])])) as VisaRequestValues;
  const pdf = await visaLetterPdf(
    {
      number,
      verificationCode: stringOf(details.verificationCode),
      checkUrl: stringOf(details.checkUrl),
      issuedOn: stringOf(details.issuedOn),
      reference: registration.reference ?? '',
      values,
      language: message.language,
    },
    font,
  );
  return {
    blocks: [
      { kind: 'paragraph', text: text('email.visaLetter.intro', { embassy: values.embassy }) },
      { kind: 'paragraph', text: text('email.visaLetter.number', { number }) },
      {
        kind: 'paragraph',
        text: text('email.visaLetter.verify', {
          code: stringOf(details.verificationCode),
          url: stringOf(details.checkUrl),
        }),
      },
    ],
    attachment: { filename: visaLetterFileName(number), contentType: 'application/pdf', content: pdf },
  };
}
