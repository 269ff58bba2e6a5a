import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { DelegateMoney } from '../../core/api/delegateTypes';
import { formatEventDate } from '../../core/i18n/eventTextValues';
import { formatMoney } from '../../core/i18n/moneyText';
import { event } from '../../core/model/schemaData';

/** How the delegate's page writes money, days and instants in the language it shows. */
export interface DelegateFormat {
  /** 'USD 1,600' or 'USD 562.50': the code as it is (a proper name in every language), the number as the language writes it. */
  money: (money: DelegateMoney) => string;
  /** '6 November 2025', '2025年11月6日'. */
  day: (isoDay: string) => string;
  /** An instant in the event's time zone, where the delegate will be: '1 September 2025 18:00 (GMT+8)', '2025年9月1日 18:00 (GMT+8)'. */
  instant: (iso: string) => string;
}

/** The page's writers, bound to the language it shows. */
export function useDelegateFormat(): DelegateFormat {
  const { locale } = useIntl();
  return useMemo(() => {
    const formatLocale = locale === 'en' ? 'en-GB' : locale;
    // Day and time apart: a long date with a 24-hour time is written differently by each ICU ('2025/9/2 11:30').
    const dayFormat = new Intl.DateTimeFormat(formatLocale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: event.timeZone,
    });
    const timeFormat = new Intl.DateTimeFormat(formatLocale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: event.timeZone,
    });
    // The zone as its offset ('GMT+2'), as the e-mails write it (server/mail/delegateBlocks.ts): British English
    // would name some zones by an abbreviation ('CEST') that delegates from elsewhere may not know.
    const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, timeZoneName: 'shortOffset' });
    return {
      money: ({ amount, currency }) => formatMoney(amount, currency, locale),
      day: (isoDay) => (/^\d{4}-\d{2}-\d{2}/.test(isoDay) ? formatEventDate(isoDay.slice(0, 10), locale) : isoDay),
      instant: (iso) => {
        const date = new Date(iso);
        if (Number.isNaN(date.getTime())) return iso;
        const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
        const written = `${dayFormat.format(date)} ${timeFormat.format(date)}`;
        return zone ? `${written} (${zone})` : written;
      },
    };
  }, [locale]);
}
