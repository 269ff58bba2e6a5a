/**
 * A currency's minor units, as ISO 4217 (through Intl) counts them: 2 for USD, 0 for JPY. Fees are kept in whole units
 * with decimals; card providers and the database count in the smallest unit (cents), and every amount shown or
 * exported is written with the currency's own number of decimals.
 */

const digitsByCurrency = new Map<string, number>();

/** How many decimals `currency` has: 2 for USD, 0 for JPY (2 for a code Intl does not know). */
export function minorDigitsOf(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    } catch {
      // A malformed code (RangeError): cents, as most currencies have, rather than an error page.
    }
    digits ??= 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** `amount` whole units of `currency` in its smallest unit: 250 USD is 25000. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigitsOf(currency));
}

/** `minor` smallest units of `currency` in whole units: 25000 is 250 USD. */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigitsOf(currency);
}

/** `amount` rounded to the currency's smallest unit, free of binary noise (750.0000001 USD is 750). */
export function roundedToMinor(amount: number, currency: string): number {
  return fromMinorUnits(toMinorUnits(amount, currency), currency);
}
