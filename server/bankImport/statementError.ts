/** A statement that cannot be read: the route answers 422 with this message, and nothing is recorded. */
export class StatementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementError';
  }
}
