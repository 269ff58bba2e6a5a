import { lifecycleRefusalKeys } from '../../core/lifecycle/lifecycleRefusals';
import { announcementTextKeys } from '../announcements/announcementTextKeys';
import { statementTextKeys } from '../bankImport/statementTextKeys';
import { certificateTextKeys } from '../certificates/certificateTextKeys';
import { complimentaryTextKeys } from '../complimentary/complimentaryTextKeys';
import { feeChangeTextKeys } from '../feeChange/feeChangeTextKeys';
import { serverApiTextKeys } from '../http/serverMessages';
import { retentionTextKeys } from '../retention/retentionTextKeys';
import { staffApiTextKeys } from '../staff/staffMessages';
import { visaLetterTextKeys } from '../visaLetters/visaLetterTextKeys';

/**
 * Every catalogue key the e-mails, the invoice, the receipt and the calendar file use, with the values each may
 * interpolate besides the event's own (acronym, year, email and the event dates). check:schemas checks each has
 * English text and uses no other value.
 */
export const serverTextKeys: Readonly<Record<string, readonly string[]>> = {
  'email.greeting': ['name'],
  'email.signoff': [],
  'email.signature': ['issuer'],
  /** The name e-mails come from, in English (the From header carries one name for every language). */
  'email.sender': [],
  'email.contact': [],
  'email.details.title': [],
  'email.details.reference': [],
  'email.details.delegate': [],
  'email.details.organisation': [],
  'email.details.fee': [],
  'email.details.amount': [],
  'email.receipt.title': [],
  'email.receipt.amountPaid': [],
  'email.receipt.paidOn': [],
  'email.receipt.method': [],
  'email.receipt.method.online': [],
  'email.receipt.method.bank': [],
  'email.bankAcknowledgement.subject': ['reference'],
  'email.bankAcknowledgement.intro': ['reference'],
  'email.bankAcknowledgement.payment': ['amount', 'dueDate', 'reference', 'invoiceNumber'],
  'email.onlineConfirmation.subject': ['reference'],
  'email.onlineConfirmation.intro': ['amount', 'reference', 'paidOn'],
  'email.bankConfirmation.subject': ['reference'],
  'email.bankConfirmation.intro': ['amount', 'reference', 'paidOn'],
  'email.confirmation.closing': [],
  'email.cancellation.subject': ['reference'],
  'email.cancellation.intro': ['reference'],
  'email.cancellation.reason': ['reason'],
  'email.cancellation.refund.partial': ['refundPercent', 'amountPaid', 'refundAmount'],
  'email.cancellation.refund.none': ['amountPaid'],
  'email.cancellation.refund.unpaid': [],
  'email.cancellation.rule': ['cutOffDate'],
  'email.pageLink.label': [],
  'email.pageLink.note': [],
  'email.pageLink.noteCancelled': [],
  'email.delegateLink.subject': ['reference'],
  'email.delegateLink.intro': ['reference'],
  'email.delegateLink.notYou': [],
  'email.emailChange.subject': ['reference'],
  'email.emailChange.intro': ['reference', 'newEmail'],
  'email.emailChange.action': ['expires'],
  'email.emailChange.notYou': [],
  'email.emailChangeNotice.subject': ['reference'],
  'email.emailChangeNotice.intro': ['reference', 'newEmail'],
  'email.emailChangeNotice.action': ['expires'],
  'email.emailChangeNotice.ifYou': [],
  // The payment reminders (server/reminders/reminderBlocks.ts).
  'email.paymentReminder.subject': ['reference'],
  'email.paymentReminder.intro': ['reference'],
  'email.paymentReminder.partIntro': ['reference', 'received', 'fee', 'amount'],
  'email.paymentReminder.payment': ['amount', 'dueDate', 'reference', 'invoiceNumber'],
  'email.paymentReminder.overdue': ['amount', 'dueDate', 'reference', 'invoiceNumber'],
  'email.paymentReminder.alreadyPaid': [],
  'email.checkoutReminder.subject': ['reference'],
  'email.checkoutReminder.intro': ['reference', 'amount'],
  'email.checkoutReminder.action': [],
  // The receipt (server/documents/receiptPdf.ts) and the calendar file (server/documents/calendarFile.ts).
  'receipt.currency': [],
  'receipt.statement': ['amount', 'reference', 'issuer'],
  'calendar.meeting': ['meeting'],
  'calendar.description': ['reference'],
  'invoice.title': [],
  'invoice.number': [],
  'invoice.date': [],
  'invoice.dueDate': [],
  'invoice.reference': [],
  'invoice.billTo': [],
  'invoice.description': [],
  'invoice.amount': [],
  'invoice.item': ['feeCategory'],
  'invoice.total': [],
  'invoice.bank.title': [],
  'invoice.bank.accountName': [],
  'invoice.bank.accountNumber': [],
  'invoice.bank.bankName': [],
  'invoice.bank.bankAddress': [],
  'invoice.bank.swiftCode': [],
  'invoice.remittance.title': [],
  'invoice.remittance.quote': ['reference'],
  'invoice.fontNote': [],
  'money.email.refund.card': ['refundAmount'],
  'money.email.refund.bank': ['refundAmount'],
  'money.email.creditNote': ['creditNoteNumber', 'invoiceNumber', 'amount'],
  'money.creditNote.title': [],
  'money.creditNote.number': [],
  'money.creditNote.date': [],
  'money.creditNote.invoice': [],
  'money.creditNote.item': ['invoiceNumber', 'feeCategory'],
  'money.creditNote.total': [],
  'money.creditNote.note': [],
  // The bank box's own texts, printed on the invoice and in the acknowledgement as the remittance instructions.
  'part.d.bank.receipt': [],
  'part.d.bank.charges': [],
  'part.d.bank.confirmation': [],
  // What the delegate's page API answers (server/delegate/), in the language the page asks in.
  'delegateApi.notFound': [],
  'delegateApi.notNow': [],
  'delegateApi.checkoutUnavailable': [],
  'delegateApi.paymentUnderWay': [],
  'delegateApi.alreadyCancelled': [],
  'delegateApi.notEditable': [],
  'delegateApi.nothing': [],
  'delegateApi.emailSent': [],
  'delegateApi.emailConfirmInvalid': [],
  'delegateApi.linkSent': [],
  'delegateApi.cancelReason': [],
  // Each extra's calendar entry and refusal (core/rules/extras.ts, extraServerTextKeys) come with extras.json.
  ...certificateTextKeys,
  ...complimentaryTextKeys,
  ...feeChangeTextKeys,
  ...visaLetterTextKeys,
  ...announcementTextKeys,
  ...retentionTextKeys,
  ...staffApiTextKeys,
  ...statementTextKeys,
  ...lifecycleRefusalKeys,
  ...serverApiTextKeys,
};

/** The values every text may use beside the event's dates, each by its name in event.json (core/i18n/eventTextValues.ts). */
export const eventTextValueNames: readonly string[] = ['acronym', 'year', 'email'];
