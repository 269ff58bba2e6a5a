import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fees } from '../../core/model/schemaData';
import App from '../../src/App';
import { fillValidForm, validDelegate } from '../form/formActions';
import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler, gate, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { periods } from '../support/eventTimes';
import { feeName, periodLegend, text } from '../support/schemaTexts';

withMockBackend();

function periodHandler(period: unknown) {
  return http.get(apiUrl('/web/check-period'), () => HttpResponse.json({ data: { period } }));
}

function renderSite() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <App locale="en" />
    </MemoryRouter>,
  );
  return { user };
}

const submitButton = () => screen.getByRole('button', { name: /Submit|Processing/ });

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  // Each test is a new tab: no draft nor language carried over.
  sessionStorage.clear();
  clearXsrfCookie();
  vi.restoreAllMocks();
});

describe('the fee period on load', () => {
  it('opens the grid of the period the server names (the standard one after an early bird), the others disabled', async () => {
    const later = periods.second;
    let answered = false;
    server.use(
      http.get(apiUrl('/web/check-period'), () => {
        answered = true;
        return HttpResponse.json({ data: { period: later } });
      }),
    );
    renderSite();
    // With one period its grid is open before the answer: wait for the answer, so it cannot land in the next test.
    await waitFor(() => expect(answered).toBe(true), { timeout: 8000 });
    await waitFor(() => expect(screen.getByRole('group', { name: periodLegend(later) })).toBeEnabled(), {
      timeout: 8000,
    });
    for (const { id } of fees.periods.filter((period) => period.id !== later))
      expect(screen.getByRole('group', { name: periodLegend(id) })).toBeDisabled();
  });

  it('says the check failed, with Try again, and reports the failure when the server answers nonsense', async () => {
    const reports = collectErrorReports();
    server.use(periodHandler('soon'));
    const { user } = renderSite();
    const notice = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(notice).toHaveTextContent('The fee period could not be checked, so the fees shown may not apply.');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(JSON.parse(reports[0].error)).toEqual({
      message: 'Unexpected fee period in /web/check-period: "soon"',
      nonAxiosError: 'Error: Unexpected fee period in /web/check-period: "soon"',
    });
    // Try again asks once more; a good answer takes the notice away and opens the right grid.
    server.use(periodHandler(periods.second));
    await user.type(screen.getByRole('textbox', { name: /^Family Name/ }), 'Chan');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('group', { name: periodLegend(periods.second) })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The late answer keeps what was typed.
    expect(screen.getByRole('textbox', { name: /^Family Name/ })).toHaveValue('Chan');
  });

  it('says the check failed and reports it when the server answers an error', async () => {
    const reports = collectErrorReports();
    server.use(http.get(apiUrl('/web/check-period'), () => new HttpResponse(null, { status: 404 })));
    renderSite();
    await waitFor(() => expect(reports).toHaveLength(1), { timeout: 8000 });
    expect(JSON.parse(reports[0].error)).toMatchObject({ response: { status: 404 } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the closed page, not the form, when the server says registration has closed', async () => {
    server.use(
      http.get(apiUrl('/web/check-period'), () =>
        HttpResponse.json({ data: { period: periods.second, registrationOpen: false } }),
      ),
    );
    renderSite();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration is closed' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(text('closed.contact'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Family Name/ })).not.toBeInTheDocument();
  });
});

describe('sending a registration', () => {
  it('asks for the CSRF cookie, posts once, shows Processing... meanwhile, then thanks the delegate', async () => {
    const requests = logRequests();
    const answer = gate();
    server.use(
      periodHandler(periods.first),
      csrfCookieHandler('abc='),
      http.post(apiUrl('/web/registrations'), async () => {
        await answer.opened;
        return HttpResponse.json({ state: 'success' });
      }),
    );
    const { user } = renderSite();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Processing...'));
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    answer.open();
    expect(
      await screen.findByText(/Please follow the instructions in that e-mail to complete your payment/),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request !== 'GET /web/check-period')).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /web/registrations',
    ]);
  });

  it('shows the first field message in an alert, enables the button again and keeps every value', async () => {
    server.use(
      periodHandler(periods.first),
      csrfCookieHandler('abc='),
      http.post(apiUrl('/web/registrations'), () =>
        HttpResponse.json(
          { message: 'Invalid', errors: { email: ['This email has already been registered.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderSite();
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Submission failed: This email has already been registered.'),
    );
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveTextContent('Submit');
    expect(screen.getByRole('textbox', { name: /^Family Name/ })).toHaveValue('Chan');
    expect(screen.getByRole('combobox', { name: /^Country \/ Region \/ Others/ })).toHaveValue(validDelegate.region);
    expect(screen.getByRole('radio', { name: feeName(validDelegate.feeCategory) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  });
});
