/** The fee change notice's catalogue keys, with the values each may use (checked as server/mail/textKeys.ts). */
export const feeChangeTextKeys: Readonly<Record<string, readonly string[]>> = {
  'email.feeChange.subject': ['reference'],
  'email.feeChange.intro': ['reference', 'from', 'to'],
  'email.feeChange.invoice': ['invoiceNumber', 'creditNoteNumber', 'replacedInvoice'],
  'email.feeChange.due': ['amount'],
  'email.feeChange.refund': ['amount'],
};
