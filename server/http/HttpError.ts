/** A JSON error answer: thrown from a handler or hook, written out by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Readonly<Record<string, unknown>>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}
