/** A JSON error answer: thrown from a handler or hook, written out by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    // A message is always the English text itself: a keyed text goes beside it (server/http/keyedRefusal.ts).
    readonly body: Readonly<Record<string, unknown> & { message?: string }>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}
