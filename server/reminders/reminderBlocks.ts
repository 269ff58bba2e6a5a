/**
 * The bodies of the payment reminders: a bank transfer's repeats the amount, the due date and the bank details of the
 * acknowledgement; an online registration's asks the delegate to pay on their page (its link follows every message).
 */
import { heldTowardsFeeMinor } from '../../core/rules/ledger';
import { fromMinorUnits } from '../../core/rules/minorUnits';
import { invoiceDueDay } from '../invoice/invoicePdf';
import { bankDetailsBlocks, registrationFields, stringOf } from '../mail/lifecycleBlocks';
import type { MessageContext } from '../mail/MessageDefinition';
import type { Block } from '../mail/messageLayout';
import { formatMoney } from '../mail/texts';

/** What a reminder keeps when it is queued: the due day then, and whether it had passed (by the server's clock). */
export interface ReminderDetails {
  dueDay?: string;
  overdue?: boolean;
}

/** A bank transfer's reminder: the amount, the due day it was queued with, and the bank details again. */
export function paymentReminderBlocks({
  message,
  registration,
  movements,
  money,
  text,
  locale,
}: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  // What is still owed, the ledger's balance as every page shows it: after a short transfer, the reminder asks for it.
  const amount = formatMoney(money.balanceDue, registration.currency, locale);
  // What the fee holds of the money received: a surplus made due back is the payer's, never counted towards the fee.
  const held = fromMinorUnits(heldTowardsFeeMinor(movements), registration.currency);
  const details = message.details as ReminderDetails;
  const invoiceDay = registration.invoiceDate ?? registration.createdAt.toISOString().slice(0, 10);
  const dueDate = stringOf(details.dueDay, invoiceDueDay(invoiceDay));
  return [
    // After a short transfer the reminder says what arrived, never that nothing did.
    {
      kind: 'paragraph',
      text:
        held > 0
          ? text('email.paymentReminder.partIntro', {
              reference,
              amount,
              received: formatMoney(held, registration.currency, locale),
              fee: formatMoney(registration.feeAmount, registration.currency, locale),
            })
          : text('email.paymentReminder.intro', { reference }),
    },
    {
      kind: 'paragraph',
      text: text(
        details.overdue === true ? 'email.paymentReminder.overdue' : 'email.paymentReminder.payment',
        { amount, reference, invoiceNumber: registration.invoiceNumber ?? '' },
        { dueDate },
      ),
    },
    { kind: 'paragraph', text: text('email.paymentReminder.alreadyPaid') },
    { kind: 'heading', text: text('email.details.title') },
    {
      kind: 'fields',
      rows: [...registrationFields(text, registration, locale), [text('email.details.amount'), amount]],
    },
    ...bankDetailsBlocks(text, reference),
  ];
}

/** An online registration's reminder: pay on the page, whose link follows every message. */
export function checkoutReminderBlocks({ registration, money, text, locale }: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  // What is still owed, the ledger's balance, as the bank transfer's reminder says it.
  const amount = formatMoney(money.balanceDue, registration.currency, locale);
  return [
    { kind: 'paragraph', text: text('email.checkoutReminder.intro', { reference, amount }) },
    { kind: 'paragraph', text: text('email.checkoutReminder.action') },
    { kind: 'fields', rows: registrationFields(text, registration, locale) },
  ];
}
