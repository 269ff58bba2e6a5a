/** A list's address in the console's language (its headings, yes/no and dates are written in it). */
export function listHref(list: string, format: 'pdf' | 'csv', language: string, meeting?: string): string {
  const query = new URLSearchParams({ lang: language, ...(meeting ? { meeting } : {}) });
  return `/staff/api/lists/${list}.${format}?${query.toString()}`;
}
