import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { actionHandler, delegateView, paidView, token, viewHandler, visaHandler } from './delegateFixtures';
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
function action(heading: string): HTMLElement {
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

    await user.click(within(action('Pay by card')).getByRole('button', { name: 'Pay USD 800 by card' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.com/pay/cs_2'));
    expect(bodies).toEqual([{}]);
    expect(xsrfHeader).toBe('xsrf=');
    expect(screen.getByRole('button', { name: 'Pay USD 800 by card' })).toBeDisabled();
  });

  it('says why when the server refuses, in an alert that takes the focus', async () => {
    server.use(actionHandler('checkout', { message: 'This registration is already paid.' }, 409).handler);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Pay USD 800 by card' }));

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
        { at: '2025-09-01T02:00:00Z', event: 'registered', by: 'delegate' },
        { at: '2025-09-03T02:00:00Z', event: 'switched_to_bank', by: 'delegate' },
      ],
      can: {
        pay: true,
        switchToBank: false,
        changeDinner: true,
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

describe('change the dinner choice', () => {
  const joinLegend = 'Will you join the Seminar Dinner on 6 November 2025 (Thursday)?';
  const dietaryLegend = 'Do you have dietary preferences?';

  it('asks the dietary preference only of a delegate who joins, and sends it empty otherwise', async () => {
    const changed = paidView({ dinner: { join: 'No', dietaryPreference: '' } });
    const dinner = actionHandler('dinner', changed);
    server.use(dinner.handler);
    const { user } = await openPage(paidView());
    const form = action('Change your dinner choice');

    expect(within(form).getByRole('group', { name: dietaryLegend })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Halal' })).toBeChecked();
    await user.click(within(within(form).getByRole('group', { name: joinLegend })).getByRole('radio', { name: 'No' }));
    expect(within(form).queryByRole('group', { name: dietaryLegend })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save my dinner choice' }));

    await expectStatus('Your dinner choice has been saved.');
    expect(dinner.bodies).toEqual([{ join_gala_dinner: 'No', dietary_preference: '' }]);
    expect(factOf('Seminar dinner')).toBe('Not joining');
  });

  it('sends the dietary preference chosen by a delegate who joins', async () => {
    const dinner = actionHandler('dinner', paidView({ dinner: { join: 'Yes', dietaryPreference: 'Vegetarian' } }));
    server.use(dinner.handler);
    const { user } = await openPage(paidView({ dinner: { join: 'No', dietaryPreference: '' } }));
    const form = action('Change your dinner choice');

    expect(within(form).queryByRole('group', { name: dietaryLegend })).not.toBeInTheDocument();
    await user.click(within(within(form).getByRole('group', { name: joinLegend })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('radio', { name: 'Vegetarian' }));
    await user.click(within(form).getByRole('button', { name: 'Save my dinner choice' }));

    await expectStatus('Your dinner choice has been saved.');
    expect(dinner.bodies).toEqual([{ join_gala_dinner: 'Yes', dietary_preference: 'Vegetarian' }]);
    expect(factOf('Seminar dinner')).toBe('Joining (dietary preference: Vegetarian)');
  });

  it('says the cut-off has passed when the server refuses the change', async () => {
    server.use(actionHandler('dinner', { message: 'The dinner choice can no longer be changed.' }, 409).handler);
    const { user } = await openPage(paidView());

    await user.click(screen.getByRole('button', { name: 'Save my dinner choice' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dinner choice can no longer be changed.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(factOf('Seminar dinner')).toBe('Joining (dietary preference: Halal)');
  });
});
