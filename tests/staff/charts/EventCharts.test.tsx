import en from '@schemas/messages/en.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import regions from '@schemas/regions.json';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import type { EventStatistics, StatisticsDay } from '../../../core/rules/eventStatistics';
import EventCharts from '../../../src/staff/charts/EventCharts';
import { StaffContext, type StaffContextValue } from '../../../src/staff/StaffContext';
import { server, withMockBackend } from '../../msw/server';
import { addDays, openDay } from '../../support/eventTimes';
import { chineseDate } from '../../support/schemaTexts';

withMockBackend();

const url = new URL('/staff/api/statistics', window.location.href).href;

function answering(statistics: EventStatistics) {
  server.use(http.get(url, () => HttpResponse.json(statistics)));
}

/** The console's frame as StaffApp gives it: the staff texts, and the form's texts for the fee grid's headings. */
function showIn(messages: Record<string, string>, locale = 'en') {
  const staff: StaffContextValue = {
    session: { account: { email: 'viewer@staff.example.org', role: 'viewer' }, csrfToken: 'token' },
    announce: () => {},
    sessionEnded: () => {},
    formFieldLabel: (key) => key,
    siteText: (key) => messages[key],
  };
  render(
    <IntlProvider locale={locale} messages={messages}>
      <StaffContext.Provider value={staff}>
        <EventCharts />
      </StaffContext.Provider>
    </IntlProvider>,
  );
  return userEvent.setup();
}

const day = (date: string, paid: number, awaiting: number, cancelled = 0): StatisticsDay => ({
  day: date,
  byState: { paid, awaiting_payment: awaiting, checkout_expired: 0, cancelled },
});

/** Ten regions of the list, the first with most delegates. */
const tenRegions = regions.slice(0, 10).map((region, index) => ({ region: region.regionName, count: 10 - index }));

/** Five days of registrations while the event under test is open, counted in its time zone. */
const [first, second, third, fourth, last] = [0, 1, 2, 3, 4].map((offset) => addDays(openDay, offset - 4)) as [
  string,
  string,
  string,
  string,
  string,
];

const statistics: EventStatistics = {
  timeZone: event.timeZone,
  total: 4,
  days: [day(first, 0, 1), day(second, 0, 3), day(third, 1, 3), day(fourth, 1, 2, 1), day(last, 1, 2, 1)],
  // The columns of fees.json under test, counted 2, 1, 0, 0, ...
  byFeeColumn: fees.columns.map((column, index) => ({ column: column.id, count: Math.max(2 - index, 0) })),
  byRegion: tenRegions,
};

const texts = en as Record<string, string>;

describe('the charts of the event on the console’s first page', () => {
  it('draws the days by state as a summarised picture with its key, and the same numbers as a table', async () => {
    answering(statistics);
    const user = showIn(texts);
    const figure = (await screen.findByText(texts['staff.charts.days.caption'], { selector: 'figcaption' }))
      .parentElement!;
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(
      `By ${last}, 4 registrations: Paid: 1, Awaiting payment: 2, and Cancelled: 1.`,
    );
    const key = within(figure).getByRole('list', { name: texts['staff.charts.legend'] });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paid: 1', 'Awaiting payment: 2', 'Checkout expired: 0', 'Cancelled: 1']);

    await user.click(within(figure).getByText(texts['staff.charts.showTable']));
    const table = within(figure).getByRole('table', { name: texts['staff.charts.days.caption'] });
    // The quiet last day adds nothing to the table.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DayPaidAwaiting paymentCheckout expiredCancelledTotal',
      `${first}01001`,
      `${second}03003`,
      `${third}13004`,
      `${fourth}12014`,
    ]);
  });

  it('names the fee groups as the grid heads them, and puts regions past the eighth together', async () => {
    answering(statistics);
    showIn(texts);
    const columns = await screen.findByRole('img', { name: /^Delegates by fee group/ });
    const counted = statistics.byFeeColumn.map(
      ({ column, count }, index) => `${texts[fees.columns[index]?.label ?? column]}: ${count}`,
    );
    // English joins the groups as a list does: 'A: 2, B: 1, and C: 0'.
    const joined = new Intl.ListFormat('en', { type: 'conjunction' }).format(counted);
    expect(columns.getAttribute('aria-label')).toBe(`${texts['staff.charts.columns.caption']}: ${joined}.`);
    const byRegion = screen.getByRole('img', { name: /^Delegates by region/ });
    const labels = [...byRegion.querySelectorAll('.staff-chart__label')].map((label) => label.textContent);
    expect(labels).toEqual([...tenRegions.slice(0, 8).map((entry) => entry.region), '2 other regions']);
    expect(byRegion.getAttribute('aria-label')).toContain('2 other regions: 3.');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('writes regions, states and days in the staff’s language', async () => {
    answering(statistics);
    showIn(zhHant, 'zh-Hant');
    const byRegion = await screen.findByRole('img', { name: new RegExp(`^${zhHant['staff.charts.regions.caption']}`) });
    expect(byRegion.querySelector('.staff-chart__label')?.textContent).toBe(regions[0]['name-zh-Hant']);
    const days = screen.getByRole('img', { name: /^截至/ });
    expect(days.getAttribute('aria-label')).toBe(
      `截至${chineseDate(last)}共有 4 份登記：${zhHant['staff.state.paid']}：1、${zhHant['staff.state.awaiting_payment']}：2和${zhHant['staff.state.cancelled']}：1。`,
    );
  });

  it('says in a sentence that there is nothing yet, rather than drawing empty charts', async () => {
    answering({ ...statistics, total: 0, days: [], byFeeColumn: [], byRegion: [] });
    showIn(texts);
    expect(await screen.findByText(texts['staff.charts.empty'])).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('keeps the days chart when every delegate has cancelled, and says why the others are missing', async () => {
    answering({
      ...statistics,
      total: 1,
      days: [day(first, 0, 0, 1)],
      byFeeColumn: statistics.byFeeColumn.map((entry) => ({ ...entry, count: 0 })),
      byRegion: [],
    });
    showIn(texts);
    expect(await screen.findByText(texts['staff.charts.noneComing'])).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
