/**
 * The confirmation of an invited guest whose fee a manager waived: their registration's details, the badge code and
 * the calendar file, and the link to their page; no invoice, no receipt and no amount, as nothing is to be paid.
 */
import { badgeDocuments } from '../badges/badgeInEmail';
import { calendarDocument } from '../lifecycle/lifecycleMessages';
import { registrationFields } from '../mail/lifecycleBlocks';
import type { MessageDefinition } from '../mail/MessageDefinition';

export const complimentaryConfirmation: MessageDefinition = {
  subjectKey: 'email.complimentary.subject',
  personalLink: true,
  blocks({ registration, text, locale }) {
    const reference = registration.reference ?? '';
    return [
      { kind: 'paragraph', text: text('email.complimentary.intro', { reference }) },
      { kind: 'paragraph', text: text('email.complimentary.nothingToPay') },
      { kind: 'heading', text: text('email.details.title') },
      { kind: 'fields', rows: registrationFields(text, registration, locale) },
      { kind: 'paragraph', text: text('email.confirmation.closing') },
    ];
  },
  async attachments(context) {
    return [...(await badgeDocuments(context)), calendarDocument(context)];
  },
};
