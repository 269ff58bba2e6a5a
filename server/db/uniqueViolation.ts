/** Whether a database error is a unique index refusing a second row (PostgreSQL's 23505, PGlite's too). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
