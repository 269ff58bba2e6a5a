import en from '@schemas/messages/en.json';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { personalPlaceholder, withoutPersonalData } from '../../core/rules/reportPrivacy';
import { ApiError } from '../../src/api/ApiError';
import { buildErrorReport } from '../../src/api/errorReport';
import App from '../../src/App';
import { server, withMockBackend } from '../msw/server';
import { validPayload } from '../server/helpers/payload';
import { periods } from '../support/eventTimes';

withMockBackend();

const staffUrl = (path: string) => new URL(path, window.location.href).href;
const texts = en as Record<string, string>;
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A registration the server refused, reported as the form reports it and kept as the server keeps it. */
function refusedRegistration() {
  const payload = validPayload(periods.first);
  const failure = new ApiError('Request failed with status code 422', {
    kind: 'response',
    request: { method: 'POST', url: '/web/registrations', headers: { accept: 'application/json' }, payload },
    response: {
      status: 422,
      statusText: 'Unprocessable Content',
      headers: {},
      payload: { message: 'The selected fee category is invalid.', errors: { fee_category: ['invalid'] } },
    },
  });
  const report = buildErrorReport(failure, 'https://seminar.example.org/?lang=en');
  return { payload, error: withoutPersonalData(report.error), url: report.url };
}

function showReports(reports: { error: string; url: string }[], userAgent: string | null) {
  server.use(
    http.get(staffUrl('/staff/api/session'), () =>
      HttpResponse.json({ account: { email: 'viewer@example.org', role: 'viewer' }, csrfToken: 'token' }),
    ),
    http.get(staffUrl('/staff/api/error-reports'), () =>
      HttpResponse.json({
        total: reports.length,
        page: 1,
        pageSize: 50,
        reports: reports.map((report, index) => ({
          id: index + 1,
          ...report,
          userAgent,
          createdAt: '2030-09-01T02:00:00.000Z',
        })),
      }),
    ),
  );
  render(
    <MemoryRouter initialEntries={['/staff/error-reports']}>
      <App locale="en" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => sessionStorage.clear());

describe('the error reports page of the staff console', () => {
  it('says in one row when, on which page, what failed and in which browser, the whole report behind a disclosure', async () => {
    const refused = refusedRegistration();
    const user = showReports([refused], androidChrome);
    const table = await screen.findByRole('table', { name: /^Error reports/ }, { timeout: 8000 });
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^\/\?lang=en$/);
    expect(cells[2]).toHaveTextContent('The selected fee category is invalid.');
    expect(cells[2]).toHaveTextContent(
      `POST /web/registrations · ${texts['staff.reports.answer'].replace('{status}', '422')}`,
    );
    expect(cells[3]).toHaveTextContent(/^Chrome 131, Android$/);

    // The payload stays folded away until asked for, and even then shows no delegate's personal data.
    const disclosure = within(row).getByText(texts['staff.reports.details']);
    const whole = within(row).getByText(/"method": "POST"/);
    expect(whole).not.toBeVisible();
    await user.click(disclosure);
    expect(whole).toBeVisible();
    expect(whole).toHaveTextContent(personalPlaceholder);
    expect(whole).toHaveTextContent(refused.payload.fee_category);
    for (const key of ['family_name', 'given_name', 'email', 'phone_number', 'organization_name'] as const)
      expect(whole).not.toHaveTextContent(refused.payload[key]);

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('names a call that got no answer, and shows a report that is not JSON as it came', async () => {
    const noAnswer = buildErrorReport(
      new ApiError('Network Error', {
        kind: 'noResponse',
        request: { method: 'GET', url: '/sanctum/csrf-cookie', headers: {} },
      }),
      'https://seminar.example.org/',
    );
    showReports([noAnswer, { error: 'older failure', url: 'https://seminar.example.org/' }], null);
    const table = await screen.findByRole('table', { name: /^Error reports/ }, { timeout: 8000 });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell')[2]).toHaveTextContent(
      `GET /sanctum/csrf-cookie · ${texts['staff.reports.noAnswer']}`,
    );
    expect(within(second).getAllByRole('cell')[2]).toHaveTextContent('older failure');
    expect(within(second).getAllByRole('cell')[3]).toHaveTextContent(/^$/);
  });
});
