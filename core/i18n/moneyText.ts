/**
 * Money written one way everywhere (console, delegate's page, e-mails, PDFs, checkout page, CSV): the currency's code,
 * then the number as the language writes it with the currency's own decimals: 'USD 1,600', 'USD 562.50', 'JPY 1,600'.
 * A whole amount is written without decimals, as the form's fee grid shows its prices.
 */
import { minorDigitsOf } from '../rules/minorUnits';

/** The number locale of an interface language: English numbers as 'en-US' writes them ('1,600.50'). */
function numberLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}/${currency}/${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      // The code, not a symbol: '$' is several currencies, and the code reads the same in every language.
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** 'USD 1,600', 'USD 562.50': `amount` (whole units with decimals) of `currency` in the language `locale`. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const minor = minorDigitsOf(currency);
  const whole = Number.isInteger(Math.round(amount * 10 ** minor) / 10 ** minor);
  let written: string;
  try {
    written = formatOf(locale, currency, whole ? 0 : minor).format(amount);
    // The code first in every language, though French writes it last.
    if (!written.startsWith(currency)) written = `${currency} ${written.replace(currency, '').trim()}`;
  } catch {
    // A code Intl refuses (not three letters): the code as it is, then the number.
    return `${currency} ${amount.toFixed(minor)}`;
  }
  // Intl joins code and number with a no-break space; a plain one reads the same and is what people search for.
  return written.replace(/\u00a0/g, ' ');
}

/** Several currencies' amounts joined by ' + ' ('USD 1,600 + EUR 200'); '0' for none. */
export function formatMoneyByCurrency(byCurrency: Readonly<Record<string, number>>, locale: string): string {
  const parts = Object.entries(byCurrency).map(([currency, value]) => formatMoney(value, currency, locale));
  return parts.length > 0 ? parts.join(' + ') : '0';
}

/** '562.50', '1600.00', '1600' for JPY: a plain decimal for a CSV cell, with the currency's decimals and no grouping. */
export function decimalText(amount: number, currency: string): string {
  return amount.toFixed(minorDigitsOf(currency));
}
