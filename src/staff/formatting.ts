/** How the console writes amounts and instants, in the language of the text around them. */

import { formatEventDate } from '../../core/i18n/eventTextValues';
import type { Locale } from '../../core/i18n/locales';
import { formatMoney, formatMoneyByCurrency } from '../../core/i18n/moneyText';
import { storedRegionName } from '../../core/i18n/regionName';
import { regions } from '../../core/model/regionList';

/** A registration's region (kept by its English name) as the form names it in `locale`: 'Hong Kong SAR, China', '中國香港特別行政區'. */
export function region(kept: string, locale: Locale): string {
  return storedRegionName(regions, kept, locale);
}

/** 'USD 1,600', 'USD 562.50': money as core/i18n/moneyText.ts writes it everywhere. */
export function amount(currency: string, value: number, locale: Locale): string {
  return formatMoney(value, currency, locale);
}

/** 'USD 1,600'; several currencies joined by ' + '; '0' for none. */
export function amounts(byCurrency: Record<string, number>, locale: Locale): string {
  return formatMoneyByCurrency(byCurrency, locale);
}

/**
 * An instant in UTC, unambiguous for staff in any time zone: '2025-09-01 10:00 UTC' in English, the language's own
 * date order and words otherwise ('2025年9月1日 10:00 UTC').
 */
export function instant(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  if (locale === 'en') return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
  return `${day} ${time} UTC`;
}

/** A calendar day: '2025-10-06' in English, as the console writes days; the language's own way otherwise ('2025年10月6日'). */
export function day(isoDay: string, locale: Locale): string {
  return locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? isoDay : formatEventDate(isoDay, locale);
}
