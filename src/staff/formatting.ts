/** How the console writes amounts and instants. */

/** 'USD 1,600'; several currencies joined by ' + '; '0' for none. */
export function amounts(byCurrency: Record<string, number>): string {
  const parts = Object.entries(byCurrency).map(([currency, amount]) => `${currency} ${amount.toLocaleString('en-US')}`);
  return parts.length > 0 ? parts.join(' + ') : '0';
}

/** '2025-09-01 10:00 UTC': unambiguous for staff in any time zone. */
export function instant(iso: string | null): string {
  if (!iso) return '';
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}
