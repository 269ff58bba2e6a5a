/**
 * The visa letter's e-mail: its words and the letter as a PDF, from the figures its outbox message keeps (so a retried
 * send carries the very same letter). Registered in server/mail/messageKinds.ts.
 */
import { visaFields, type VisaRequestValues } from '../../core/rules/visaLetter';
import { drawDocumentToSend } from '../documents/documentPool';
import type { MessageContext, MessageDefinition } from '../mail/MessageDefinition';
import { visaLetterFileName } from './visaLetterPdf';

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function valuesOf(details: Readonly<Record<string, unknown>>): VisaRequestValues {
  return Object.fromEntries(visaFields.map((field) => [field, stringOf(details[field])])) as VisaRequestValues;
}

export const visaLetter: MessageDefinition = {
  subjectKey: 'email.visaLetter.subject',
  personalLink: true,
  blocks({ message, text }: MessageContext) {
    const details = message.details;
    return [
      { kind: 'paragraph', text: text('email.visaLetter.intro', { embassy: valuesOf(details).embassy }) },
      { kind: 'paragraph', text: text('email.visaLetter.number', { number: stringOf(details.letterNumber) }) },
      {
        kind: 'paragraph',
        text: text('email.visaLetter.verify', {
          code: stringOf(details.verificationCode),
          url: stringOf(details.checkUrl),
        }),
      },
    ];
  },
  async attachments({ message, registration, options }) {
    const details = message.details;
    const number = stringOf(details.letterNumber);
    const pdf = await drawDocumentToSend(
      'visaLetter',
      {
        content: {
          number,
          verificationCode: stringOf(details.verificationCode),
          checkUrl: stringOf(details.checkUrl),
          issuedOn: stringOf(details.issuedOn),
          reference: registration.reference ?? '',
          values: valuesOf(details),
          language: message.language,
        },
      },
      options.font,
    );
    return [{ attachment: { filename: visaLetterFileName(number), contentType: 'application/pdf', content: pdf } }];
  },
};
