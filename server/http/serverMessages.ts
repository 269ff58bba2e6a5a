/**
 * Texts only the server says: about the request itself rather than a form field, so they are not
 * in the form's catalogue. Every field message comes from schemas/messages/en.json.
 */
export const serverMessages = {
  csrfMismatch: 'CSRF token mismatch.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send the registration as a JSON object.',
  unsupportedMediaType: 'Unsupported content type: send the request body as application/json.',
  bodyTooLarge: 'The request body is too large.',
  badRequest: 'The request could not be read.',
  charsetNotUtf8: 'Unsupported character set: send the request body as UTF-8.',
  invalidUtf8: 'The request body is not valid UTF-8.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  closing: 'The server is restarting. Please try again in a moment.',
  busy: 'The server is busy. Please try again later.',
  unknownFields: (count: number) => `The request has ${count} fields that are not accepted.`,
  notJsonObject: 'The request body must be a JSON object.',
  unknownField: 'This field is not accepted.',
  memberStatusLabel: 'Member status',
  memberStatusMismatch: 'The member status does not match the chosen country/region.',
  feeNotAllowed: 'This fee category is not available for the chosen country/region in the current fee period.',
  invalidData: 'The given data was invalid.',
  checkoutUnavailable: 'The payment page could not be opened. Please try again later.',
  notFound: 'Not found.',
  serverError: 'An error occurred on the server.',
  errorReportStored: 'Error report stored.',
  unauthorised: 'Unauthorised.',
  registrationClosed: (closingDay: string) => `Registration closed on ${closingDay}.`,
  tooManyRequests: (retryAfter: string) => `Too many requests. Please try again in ${retryAfter}.`,
  andMore: (count: number) => `(and ${count} more error${count === 1 ? '' : 's'})`,
} as const;
