/**
 * What the staff API says about a request, by catalogue key (staff.api.*): the English answer for any client, and
 * the key for the console, which words it in the language it shows.
 */
import { type KeyedText, textKeysUnder } from '../../core/api/keyedText';
import { feeChangeApiTextKeys } from '../feeChange/feeChangeApiTexts';

const said = (key: string, values?: KeyedText['values']): KeyedText => ({ key: `staff.api.${key}`, values });

export const staffMessages = {
  signInFailed: said('signInFailed'),
  signInLocked: (minutes: number) => said('signInLocked', { minutes }),
  signedOut: said('signedOut'),
  csrfMismatch: said('csrfMismatch'),
  managersOnly: said('managersOnly'),
  registrationNotFound: said('registrationNotFound'),
  messageNotFound: said('messageNotFound'),
  alreadyPaid: said('alreadyPaid'),
  transferAlreadyBooked: said('transferAlreadyBooked'),
  alreadyCancelled: said('alreadyCancelled'),
  nothingToRemind: said('nothingToRemind'),
  /** A card payment was completed at the provider while staff changed what is owed: its notice settles it first. */
  checkoutSettling: said('checkoutSettling'),
  badQuery: (name: string) => said('badQuery', { name }),
  /** A list asked for a meeting the event does not have; `meetings` lists the ids it has. */
  meetingParameter: (meetings: string) => said('meetingParameter', { meetings }),
  bodyNotObject: said('bodyNotObject'),
  required: (label: KeyedText) => said('field.required', { label }),
  notText: (label: KeyedText) => said('field.notText', { label }),
  tooLong: (label: KeyedText, max: number) => said('field.tooLong', { label, max }),
  unsafeCharacters: (label: KeyedText) => said('field.unsafeCharacters', { label }),
  notCalendarDay: said('field.notCalendarDay'),
  notCorrectable: said('field.notCorrectable'),
  unknownDiallingCode: said('field.unknownDiallingCode'),
  amount: said('field.amount'),
  unknownMessageKind: said('field.unknownMessageKind'),
  emailTaken: said('field.emailTaken'),
  /** A badge print that finds nobody. */
  badges: (name: string) => said(`badges.${name}`),
  /** What a selection parameter should hold. */
  selection: (name: string) => said(`selection.${name}`),
  /** What the refunds routes answer when a refund cannot be recorded. */
  refund: (name: string, values?: KeyedText['values']) => said(`refund.${name}`, values),
  /** What a scan sent to the door's API should hold. */
  checkin: (name: string, values?: KeyedText['values']) => said(`checkin.${name}`, values),
  /** A field's name as a refusal opens with it ('The reason'). */
  label: (name: string) => said(`label.${name}`),
} as const;

/** Every staff.api.* key the API answers with, and the values each fills (check:schemas checks both). */
export const staffApiTextKeys: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    [
      ...['signInFailed', 'signedOut', 'csrfMismatch', 'managersOnly', 'registrationNotFound', 'messageNotFound'],
      ...['alreadyPaid', 'transferAlreadyBooked', 'alreadyCancelled', 'nothingToRemind', 'bodyNotObject'],
      'checkoutSettling',
      ...['field.notCalendarDay', 'field.notCorrectable', 'field.unknownDiallingCode', 'field.amount'],
      ...['field.unknownMessageKind', 'field.emailTaken', 'credit.notFound', 'credit.alreadyDecided'],
      ...['credit.unknownReference', 'credit.alreadyPaid'],
      ...['date', 'bankReference', 'reason', 'messageToDelegate', 'internalNote', 'credit', 'reference', 'note'].map(
        (label) => `label.${label}`,
      ),
      'label.returnedOn',
      ...['feeCategory', 'region', 'organisation'].map((label) => `label.${label}`),
    ].map((key) => [`staff.api.${key}`, []]),
  ),
  'staff.api.complimentary.alreadyPaid': [],
  'staff.api.complimentary.emailTaken': [],
  ...feeChangeApiTextKeys,
  'staff.api.badges.noPaidReference': [],
  'staff.api.badges.noPaidMatch': [],
  'staff.api.selection.ids': [],
  'staff.api.selection.references': [],
  'staff.api.selection.q': [],
  'staff.api.selection.listValue': [],
  'staff.api.refund.noRefund': [],
  'staff.api.refund.alreadyPaid': [],
  'staff.api.refund.cardRefund': [],
  'staff.api.refund.amount': ['amount'],
  'staff.api.refund.noCreditNote': [],
  'staff.api.refund.positiveAmount': [],
  'staff.api.visa.notFound': [],
  'staff.api.visa.waitsForPayment': [],
  'staff.api.visa.cancelled': [],
  'staff.api.visa.reason': [],
  'staff.api.visa.issued': [],
  'staff.api.certificates.notYet': ['day'],
  'staff.api.checkin.notCheckedIn': [],
  ...textKeysUnder('staff.api.checkin.', {
    scanNotObject: [],
    scanId: [],
    day: [],
    scannedAt: [],
    codeOrId: [],
    scans: ['max'],
  }),
  'staff.api.signInLocked': ['minutes'],
  'staff.api.badQuery': ['name'],
  'staff.api.meetingParameter': ['meetings'],
  'staff.api.field.required': ['label'],
  'staff.api.field.notText': ['label'],
  'staff.api.field.tooLong': ['label', 'max'],
  'staff.api.field.unsafeCharacters': ['label'],
  'staff.api.credit.otherCurrency': ['credit', 'fee'],
  'staff.api.credit.refused': ['reason'],
  'staff.api.credit.decision': ['decisions'],
};
