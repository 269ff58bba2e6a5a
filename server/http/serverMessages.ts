/**
 * What the server says about a request itself rather than about a form field (server.api.* in the catalogues): the
 * English answer the contract requires, and the key beside it, so each page words it in its own language.
 */
import type { KeyedText } from '../../core/api/keyedText';

const said = (key: string, values?: KeyedText['values']): KeyedText => ({ key: `server.api.${key}`, values });

/** A wait as a refusal words it: seconds up to two minutes, then whole minutes. */
function waitText(seconds: number): KeyedText {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 120 ? said('wait.seconds', { count: whole }) : said('wait.minutes', { count: Math.ceil(whole / 60) });
}

export const serverTexts = {
  csrfMismatch: said('csrfMismatch'),
  invalidJson: said('invalidJson'),
  emptyJson: said('emptyJson'),
  unsupportedMediaType: said('unsupportedMediaType'),
  bodyTooLarge: said('bodyTooLarge'),
  badRequest: said('badRequest'),
  charsetNotUtf8: said('charsetNotUtf8'),
  invalidUtf8: said('invalidUtf8'),
  headersTooLarge: said('headersTooLarge'),
  requestTimeout: said('requestTimeout'),
  closing: said('closing'),
  busy: said('busy'),
  unknownFields: (count: number) => said('unknownFields', { count }),
  notJsonObject: said('notJsonObject'),
  unknownField: said('unknownField'),
  memberStatusLabel: said('memberStatusLabel'),
  memberStatusMismatch: said('memberStatusMismatch'),
  feeNotAllowed: said('feeNotAllowed'),
  invalidData: said('invalidData'),
  checkoutUnavailable: said('checkoutUnavailable'),
  notFound: said('notFound'),
  noSuchCertificate: said('noSuchCertificate'),
  noSuchVisaLetter: said('noSuchVisaLetter'),
  serverError: said('serverError'),
  errorReportStored: said('errorReportStored'),
  unauthorised: said('unauthorised'),
  /** `closingDay` is the event's day name (registrationCloses): each language writes the date its own way. */
  registrationClosed: said('registrationClosed'),
  tooManyRequests: (seconds: number) => said('tooManyRequests', { retryAfter: waitText(seconds) }),
  /** A field of an error report (`required`, `tooLong` or `invalid`), named as the client sent it. */
  reportField: (problem: 'required' | 'tooLong' | 'invalid', field: string) => said(`report.${problem}`, { field }),
  /** A first field message followed by how many more there are. */
  firstAndMore: (first: KeyedText, count: number) => said('firstAndMore', { first, count }),
} as const;

/** Every server.api.* key, with the values each fills (check:schemas checks both). */
export const serverApiTextKeys: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    Object.entries(serverTexts)
      .filter(([, text]) => typeof text !== 'function')
      .map(([, text]) => [(text as KeyedText).key, []]),
  ),
  'server.api.unknownFields': ['count'],
  'server.api.tooManyRequests': ['retryAfter'],
  'server.api.wait.seconds': ['count'],
  'server.api.wait.minutes': ['count'],
  'server.api.firstAndMore': ['first', 'count'],
  'server.api.report.required': ['field'],
  'server.api.report.tooLong': ['field'],
  'server.api.report.invalid': ['field'],
};
