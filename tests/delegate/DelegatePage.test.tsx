import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DelegateRefund } from '../../core/api/delegateTypes';
import { event, fees } from '../../core/model/schemaData';
import { messagesFor } from '../../server/i18n/catalogues';
import { keepThankYouToken } from '../../src/registration/thankYouToken';
import { apiUrl, collectErrorReports } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { eventWallClock } from '../support/eventTimes';
import {
  chineseDate,
  feeColumnText,
  feeOption,
  feeRowText,
  fieldLabel,
  longDate,
  money,
  periodLegend,
  text,
} from '../support/schemaTexts';
import {
  delegateView,
  fee as viewFee,
  paidOn,
  paidView,
  reference,
  region,
  registeredOn,
  token,
  viewHandler,
  visaHandler,
} from './delegateFixtures';
import { renderSite, shownAddress } from './renderSite';

withMockBackend();

const zhHant = messagesFor('zh-Hant');

/** A time of the view's history as the page writes it, in the event's time zone: the day, then '11:30 (GMT+8)'. */
function shownTime(instant: string, writeDay: (isoDay: string) => string): string {
  const { day, time, zone } = eventWallClock(instant);
  return `${writeDay(day)} ${time} (${zone})`;
}

/** The value a term of a description list (the page's facts) is given. */
function factOf(term: string): string {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  if (!dt) throw new Error(`No fact is called ${term}`);
  return dt.nextElementSibling?.textContent ?? '';
}

/** Waits until the page shows the fact called `term` (the view has arrived, in the language expected). */
async function factShown(term: string): Promise<void> {
  await screen.findByText(term, { selector: 'dt' }, { timeout: 8000 });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The visa letter's section asks for its own view after the page; a page of the test before may still be asking.
  server.use(visaHandler());
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the delegate page in English', () => {
  it('shows the registration: reference, state, fields with the form labels, fee, dinner, venue, documents, history', async () => {
    server.use(viewHandler(paidView()));
    renderSite(`/my/${token}`);

    await factShown('Reference');
    expect(screen.getByRole('heading', { level: 1, name: 'Your registration' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(factOf('Reference')).toBe(reference);
    expect(factOf('Status')).toBe('Paid');
    expect(factOf('Given Name')).toBe('Tai Man');
    expect(factOf('Family Name')).toBe('Chan');
    expect(factOf('Title')).toBe('Dr');
    expect(factOf('Country / Region / Others')).toBe(region.regionName);
    expect(factOf(fieldLabel('joinGalaDinner'))).toBe('Yes');
    // The fee grid's own words: row, column and period.
    const fee = feeOption(delegateView().fee.category);
    expect(factOf('Fee category')).toBe(`${feeRowText(fee)}, ${feeColumnText(fee)}, ${periodLegend(fee.period)}`);
    expect(factOf('Amount')).toBe(money(viewFee.price));
    expect(factOf('Payment received')).toBe(`${money(viewFee.price)} on ${longDate(paidOn)}, by card`);
    expect(factOf('Seminar dinner')).toBe('Joining (dietary preference: Halal)');

    const venue = screen.getByRole('region', { name: 'Venue and dates' });
    expect(within(venue).getByText(event.venue.name.en)).toBeInTheDocument();
    expect(within(venue).getByText(text('header.dates.seminar'))).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Receipt (PDF)' })).toHaveAttribute(
      'href',
      `/web/delegate/${token}/receipt.pdf`,
    );
    expect(within(documents).getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute(
      'href',
      `/web/delegate/${token}/calendar.ics`,
    );
    expect(within(documents).queryByRole('link', { name: 'Invoice (PDF)' })).not.toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('cell', { name: 'Payment confirmed' })).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: 'Card payment service' })).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: shownTime(`${paidOn}T03:30:00Z`, longDate) })).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'E-mails sent to you' });
    expect(within(messages).getByRole('cell', { name: 'Confirmation of your card payment' })).toBeInTheDocument();
    expect(within(messages).getByRole('cell', { name: 'Sent' })).toBeInTheDocument();
  });
});

describe('the page of an invited guest', () => {
  it('says there is nothing to pay, shows the waiver in the history and the guest confirmation, and no invoice', async () => {
    server.use(
      viewHandler(
        paidView({
          paid: null,
          waived: { amount: viewFee.price, currency: fees.currency },
          documents: { invoice: false, receipt: false, calendar: true },
          history: [
            { at: `${registeredOn}T02:00:00Z`, event: 'registered', by: 'staff' },
            { at: `${registeredOn}T02:00:00Z`, event: 'fee_waived', by: 'staff' },
          ],
          messages: [{ kind: 'complimentary_confirmation', sentAt: `${registeredOn}T02:01:00Z`, status: 'sent' }],
        }),
      ),
    );
    renderSite(`/my/${token}`);

    await factShown('Reference');
    expect(factOf('Status')).toBe('Paid');
    expect(factOf(text('delegate.paid'))).toBe(text('delegate.paid.waived'));
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).queryByRole('link', { name: 'Invoice (PDF)' })).not.toBeInTheDocument();
    expect(within(documents).queryByRole('link', { name: 'Receipt (PDF)' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('cell', { name: text('delegate.event.fee_waived') })).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'E-mails sent to you' });
    expect(
      within(messages).getByRole('cell', { name: text('delegate.messageKind.complimentary_confirmation') }),
    ).toBeInTheDocument();
  });
});

describe('a registration with more than one refund', () => {
  it('lists every refund with its amount, method and state, in the order they were made due', async () => {
    // A transfer's surplus the organiser paid back, then a cancellation's refund going back to the card.
    const surplus = { amount: viewFee.price / 4, currency: fees.currency, method: 'bank' as const, status: 'paid' };
    const cancellation = {
      amount: viewFee.price / 2,
      currency: fees.currency,
      method: 'card' as const,
      status: 'submitted',
    };
    server.use(viewHandler(paidView({ state: 'cancelled', refund: cancellation, refunds: [surplus, cancellation] })));
    renderSite(`/my/${token}`);

    await factShown(text('delegate.refunds'));
    expect(screen.queryByText(text('delegate.refund'), { selector: 'dt' })).not.toBeInTheDocument();
    const dd = screen.getByText(text('delegate.refunds'), { selector: 'dt' }).nextElementSibling as HTMLElement;
    const said = (refund: DelegateRefund) =>
      text('delegate.refund.value', {
        amount: money(refund.amount),
        method: text(`delegate.method.${refund.method}`),
        status: text(`delegate.refund.status.${refund.status}`),
      });
    expect(
      within(dd)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([said(surplus), said(cancellation)]);
  });
});

describe('the delegate page in Chinese', () => {
  it('opens in the language the delegate registered in, with the form labels and state words of that language', async () => {
    server.use(viewHandler(delegateView({ language: 'zh-Hant' })));
    renderSite(`/my/${token}`);

    // The site's texts and the page's own arrive apart: both in Chinese.
    await factShown(zhHant['field.givenName']);
    await factShown(zhHant['delegate.reference']);
    expect(screen.getByRole('heading', { level: 1, name: zhHant['delegate.title'] })).toBeInTheDocument();
    expect(factOf(zhHant['field.givenName'])).toBe('Tai Man');
    expect(factOf(zhHant['delegate.state'])).toBe(zhHant['delegate.state.awaiting_payment']);
    // The fee grid's Chinese words, the deadline written as the Chinese pages write a day.
    const fee = feeOption(delegateView().fee.category);
    const label = (list: { id: string; label: string }[], id: string) =>
      zhHant[list.find((entry) => entry.id === id)?.label ?? ''];
    const period = fees.periods.find((entry) => entry.id === fee.period);
    const legend = zhHant[period?.legend ?? ''].replace(/\{(\w+)\}/g, (_, name: string) =>
      chineseDate(event.dates[name] ?? ''),
    );
    expect(factOf(zhHant['delegate.fee'])).toBe(
      `${label(fees.rows, fee.row)}, ${label(fees.columns, fee.column)}, ${legend}`,
    );
    expect(screen.getByText(event.venue.name['zh-Hant'] ?? '')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: zhHant['delegate.messageKind.delegate_link'] })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: shownTime(`${registeredOn}T02:05:00Z`, chineseDate) })).toBeInTheDocument();
    expect(shownAddress.current).toBe(`/my/${token}?lang=zh-Hant`);
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('keeps the language the address asks for, and the switcher changes it', async () => {
    server.use(viewHandler(delegateView({ language: 'zh-Hant' })));
    const { user } = renderSite(`/my/${token}?lang=en`);

    await factShown('Status');
    expect(factOf('Status')).toBe('Awaiting payment');

    await user.click(screen.getByRole('link', { name: '繁體中文' }));
    await factShown(zhHant['field.familyName']);
    await factShown(zhHant['delegate.state']);
    expect(factOf(zhHant['field.familyName'])).toBe('Chan');
  });
});

describe('a link that is wrong or revoked', () => {
  it('says the page was not found and shows nothing of any registration', async () => {
    const reports = collectErrorReports();
    server.use(
      http.get(apiUrl('/web/delegate/wrong-token'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderSite('/my/wrong-token');

    expect(await screen.findByRole('heading', { level: 1, name: 'Registration page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my registration' })).toHaveAttribute('href', '/find-registration');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(event.referencePrefix))).not.toBeInTheDocument();
    // A wrong link is the visitor's business, not a fault of the site.
    expect(reports).toEqual([]);
  });
});

describe('back from a cancelled card checkout', () => {
  it('says nothing was charged and offers Pay and Switch to bank transfer there', async () => {
    server.use(viewHandler(delegateView()));
    renderSite(`/my/${token}?checkout=cancelled&lang=en`);

    const notice = await screen.findByText(
      'The card payment was cancelled: nothing was charged. You can pay by card now or switch to bank transfer.',
    );
    const offer = screen.getByRole('region', { name: 'The card payment was not made' });
    expect(offer).toContainElement(notice);
    expect(within(offer).getByRole('button', { name: `Pay ${money(viewFee.price)} by card` })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Switch to bank transfer' })).toBeInTheDocument();
    // Offered once on the page.
    expect(screen.getAllByRole('button', { name: `Pay ${money(viewFee.price)} by card` })).toHaveLength(1);
  });

  it('completes the tokenless way back from the checkout with the token this tab kept', async () => {
    server.use(viewHandler(delegateView()));
    keepThankYouToken(token);
    renderSite('/my/?checkout=cancelled&lang=en');

    expect(await screen.findByRole('region', { name: 'The card payment was not made' })).toBeInTheDocument();
    expect(shownAddress.current).toBe(`/my/${token}?checkout=cancelled&lang=en`);
  });

  it('says the page is not found on the way back when this tab kept no token', async () => {
    renderSite('/my/?checkout=cancelled&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my registration' })).toBeInTheDocument();
  });

  it('shows no notice without ?checkout=cancelled', async () => {
    server.use(viewHandler(delegateView()));
    renderSite(`/my/${token}?lang=en`);
    await factShown('Reference');
    expect(screen.queryByText(/nothing was charged/)).not.toBeInTheDocument();
  });
});
