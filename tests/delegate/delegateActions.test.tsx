import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { fieldValue } from '../../src/delegate/delegateFieldText';
import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { extra, extraText, extraView, followUps, joining, notJoining } from '../support/eventExtra';
import { addDays } from '../support/eventTimes';
import { fieldLabel, money } from '../support/schemaTexts';
import {
  actionHandler,
  delegateView,
  fee,
  paidView,
  registeredOn,
  token,
  viewHandler,
  visaHandler,
} from './delegateFixtures';
import { renderSite } from './renderSite';

withMockBackend();

/** The value a term of a description list (the page's facts) is given. */
function factOf(term: string): string {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  if (!dt) throw new Error(`No fact is called ${term}`);
  return dt.nextElementSibling?.textContent ?? '';
}

/** The page with `view`, once it is shown. */
async function openPage(view = delegateView()) {
  server.use(csrfCookieHandler('xsrf='), viewHandler(view), visaHandler());
  const site = renderSite(`/my/${token}?lang=en`);
  // The first page of a file waits for its code to load; the visa letter's section loads its own view after it.
  await screen.findByText('Reference', { selector: 'dt' }, { timeout: 8000 });
  await screen.findByRole('heading', { name: 'Visa invitation letter' });
  return site;
}

/** The section of an action, by its heading. */
function section(heading: string): HTMLElement {
  return screen.getByRole('region', { name: heading });
}

/** The status line that says what an action did: announced, and focused. */
async function expectStatus(sentence: string) {
  const status = await screen.findByText(sentence);
  expect(status).toHaveAttribute('role', 'status');
  await waitFor(() => expect(status).toHaveFocus());
}

/** Stands in for window.location so that assign() can be watched; everything else reads the real location. */
function watchLocationAssign() {
  const real = window.location;
  const assign = vi.fn<(url: string | URL) => void>();
  const watched = new Proxy({}, { get: (_target, key) => (key === 'assign' ? assign : Reflect.get(real, key, real)) });
  vi.spyOn(window, 'location', 'get').mockReturnValue(watched as Location);
  return assign;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  collectErrorReports();
});

afterEach(() => {
  sessionStorage.clear();
  clearXsrfCookie();
  vi.restoreAllMocks();
});

describe('pay by card', () => {
  it('opens a fresh checkout with the CSRF token and goes to its address', async () => {
    const assign = watchLocationAssign();
    let xsrfHeader: string | null = null;
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(`/web/delegate/${token}/checkout`), async ({ request }) => {
        xsrfHeader = request.headers.get('X-XSRF-TOKEN');
        bodies.push(await request.json());
        return HttpResponse.json({ url: 'https://checkout.example.com/pay/cs_2' });
      }),
    );
    const { user } = await openPage();

    await user.click(within(section('Pay by card')).getByRole('button', { name: `Pay ${money(fee.price)} by card` }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.com/pay/cs_2'));
    expect(bodies).toEqual([{}]);
    expect(xsrfHeader).toBe('xsrf=');
    expect(screen.getByRole('button', { name: `Pay ${money(fee.price)} by card` })).toBeDisabled();
  });

  it('says why when the server refuses, in an alert that takes the focus', async () => {
    server.use(actionHandler('checkout', { message: 'This registration is already paid.' }, 409).handler);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: `Pay ${money(fee.price)} by card` }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This registration is already paid.');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

describe('switch to bank transfer', () => {
  it('asks for confirmation, then posts and shows the new view with what happened', async () => {
    const switched = delegateView({
      paymentMethod: 'bank',
      documents: { invoice: true, receipt: false, calendar: true },
      history: [
        { at: `${registeredOn}T02:00:00Z`, event: 'registered', by: 'delegate' },
        { at: `${addDays(registeredOn, 2)}T02:00:00Z`, event: 'switched_to_bank', by: 'delegate' },
      ],
      can: {
        pay: true,
        switchToBank: false,
        correctDetails: true,
        changeEmail: true,
        cancel: true,
      },
    });
    const bank = actionHandler('bank-transfer', switched);
    server.use(bank.handler);
    const { user } = await openPage();
    const requests = logRequests();

    await user.click(screen.getByRole('button', { name: 'Switch to bank transfer' }));
    const question = screen.getByRole('heading', { name: 'Switch to bank transfer?' });
    await waitFor(() => expect(question).toHaveFocus());
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Yes, switch to bank transfer' }));

    await expectStatus('You now pay by bank transfer. The invoice has been e-mailed to you.');
    expect(bank.bodies).toEqual([{}]);
    expect(factOf('Payment method')).toBe('Bank transfer');
    expect(screen.getByRole('link', { name: 'Invoice (PDF)' })).toHaveAttribute(
      'href',
      `/web/delegate/${token}/invoice.pdf`,
    );
    expect(screen.queryByRole('button', { name: 'Switch to bank transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Switched to bank transfer' })).toBeInTheDocument();
  });

  it('sends nothing when the delegate goes back', async () => {
    const bank = actionHandler('bank-transfer', delegateView());
    server.use(bank.handler);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Switch to bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'No, go back' }));

    // Back where the delegate was, by keyboard too.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch to bank transfer' })).toHaveFocus());
    expect(bank.bodies).toEqual([]);
  });
});

describe("change an extra's answer (the dinner)", () => {
  const questionLegend = fieldLabel(formFieldTable.entry(extra.question)?.fields[0] ?? '');
  const followUpLegend = extra.followUp ? fieldLabel(formFieldTable.entry(extra.followUp)?.fields[0] ?? '') : '';
  const heading = extraText('delegate.extraForm', 'heading');
  const submit = extraText('delegate.extraForm', 'submit');
  const done = extraText('delegate.extraForm', 'done');
  const summary = extraText('delegate.extra');
  const [, stored = '', other = ''] = followUps;
  const optionWords = (value: string) => fieldValue(extra.followUp ?? '', value, (key) => englishMessages[key]);
  const joiningFact = (value: string) =>
    extraText('delegate.extra', 'joining').replace('{dietary}', optionWords(value));
  const action = `extras/${extra.id}`;

  it('asks the follow-up question only of a delegate who joins, and sends it empty otherwise', async () => {
    const answer = actionHandler(action, paidView({ extras: extraView(false) }));
    server.use(answer.handler);
    const { user } = await openPage(paidView());
    const form = section(heading);

    expect(within(form).getByRole('group', { name: followUpLegend })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: optionWords(stored) })).toBeChecked();
    await user.click(
      within(within(form).getByRole('group', { name: questionLegend })).getByRole('radio', { name: notJoining }),
    );
    expect(within(form).queryByRole('group', { name: followUpLegend })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: submit }));

    await expectStatus(done);
    expect(answer.bodies).toEqual([{ [extra.question]: notJoining, [extra.followUp ?? '']: '' }]);
    expect(factOf(summary)).toBe(extraText('delegate.extra', 'notJoining'));
  });

  it('sends the follow-up answer chosen by a delegate who joins', async () => {
    const answer = actionHandler(action, paidView({ extras: extraView(true, other) }));
    server.use(answer.handler);
    const { user } = await openPage(paidView({ extras: extraView(false) }));
    const form = section(heading);

    expect(within(form).queryByRole('group', { name: followUpLegend })).not.toBeInTheDocument();
    await user.click(
      within(within(form).getByRole('group', { name: questionLegend })).getByRole('radio', { name: joining }),
    );
    await user.click(within(form).getByRole('radio', { name: optionWords(other) }));
    await user.click(within(form).getByRole('button', { name: submit }));

    await expectStatus(done);
    expect(answer.bodies).toEqual([{ [extra.question]: joining, [extra.followUp ?? '']: other }]);
    expect(factOf(summary)).toBe(joiningFact(other));
  });

  it('says the cut-off has passed when the server refuses the change', async () => {
    const refusal = extraText('delegateApi.closed');
    server.use(actionHandler(action, { message: refusal }, 409).handler);
    const { user } = await openPage(paidView());

    await user.click(screen.getByRole('button', { name: submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(factOf(summary)).toBe(joiningFact(stored));
  });

  it('is not offered once its cut-off has passed', async () => {
    await openPage(paidView({ extras: extraView(true, stored, false) }));
    expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument();
    expect(factOf(summary)).toBe(joiningFact(stored));
  });
});
