import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import App from '../../src/App';
import { apiUrl, collectErrorReports, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';

withMockBackend();

const number = 'PICS2025-C-0042';

function openVerification(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App locale="en" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const said = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), englishMessages[key]);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the certificate verification page', () => {
  it('says a genuine number is genuine, and for whom and which event, with no axe violations', async () => {
    server.use(
      http.get(apiUrl(`/web/certificates/${number}`), () =>
        HttpResponse.json({ number, name: '陳大文', event: 'PIC/S 2025 Annual Seminar' }),
      ),
    );
    openVerification(`/certificates/${number}`);
    expect(await screen.findByText(said('certificate.verify.genuine', { number }))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: said('certificate.verify.title') })).toBeInTheDocument();
    expect(screen.getByText('陳大文')).toBeInTheDocument();
    expect(screen.getByText('PIC/S 2025 Annual Seminar')).toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('says a number the server does not know is no certificate, without reporting it as a fault', async () => {
    const reports = collectErrorReports();
    server.use(
      http.get(apiUrl('/web/certificates/PICS2025-C-9999'), () =>
        HttpResponse.json({ message: 'There is no certificate with this number.' }, { status: 404 }),
      ),
    );
    openVerification('/certificates/pics2025-c-9999');
    expect(
      await screen.findByText(said('certificate.verify.unknown', { number: 'PICS2025-C-9999' })),
    ).toBeInTheDocument();
    expect(screen.queryByText(said('certificate.verify.name'))).not.toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('asks nothing of the server for an address that holds no certificate number', async () => {
    const requests = logRequests();
    openVerification('/certificates/%3Cscript%3E');
    expect(await screen.findByText(said('certificate.verify.malformed'))).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/web/certificates'))).toEqual([]);
  });

  it('offers to try again when the check failed, and then answers', async () => {
    collectErrorReports();
    let up = false;
    server.use(
      http.get(apiUrl(`/web/certificates/${number}`), () =>
        up
          ? HttpResponse.json({ number, name: 'Adaeze Oyelaran-Whitfield', event: 'PIC/S 2025 Annual Seminar' })
          : HttpResponse.json({ message: 'Unavailable' }, { status: 503 }),
      ),
    );
    const user = openVerification(`/certificates/${number}`);
    expect(await screen.findByText(said('certificate.verify.failed'), {}, { timeout: 8000 })).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: said('certificate.verify.retry') }));
    expect(await screen.findByText('Adaeze Oyelaran-Whitfield')).toBeInTheDocument();
  });
});
