/** Fees are kept in whole currency units; card providers count in the currency's smallest unit (cents). */

/** How many decimals `currency` has (ISO 4217, as Intl knows it): 2 for USD, 0 for JPY. */
function decimalsOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `amount` whole units of `currency` in its smallest unit: 250 USD is 25000. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** decimalsOf(currency));
}
