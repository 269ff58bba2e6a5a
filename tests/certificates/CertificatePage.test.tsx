import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { event } from '../../core/model/schemaData';
import { certificateIdentifier, formatCertificateNumber } from '../../core/rules/certificates';
import App from '../../src/App';
import { apiUrl, collectErrorReports, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { meetingAt } from '../support/eventShape';
import { addDays } from '../support/eventTimes';
import { longDate, text } from '../support/schemaTexts';

withMockBackend();

const number = formatCertificateNumber(event.referencePrefix, 42);
const identifier = `${number}-3F9AC21B77D0`;
// What the server prints of the event under test: its title, the days attended, and the day after it ends.
const eventTitle = text('header.eventTitle');
// The first meeting's first day, and the first two days of the second (for the seminar, the committee and the seminar).
const [first, second, last] = [meetingAt(0), meetingAt(1), meetingAt(-1)];
const attended = [
  `${text(first.label)}: ${longDate(event.dates[first.firstDay])}`,
  `${text(second.label)}: ${longDate(event.dates[second.firstDay])}, ${longDate(addDays(event.dates[second.firstDay], 1))}`,
];
const issuedOn = addDays(event.dates[last.lastDay], 1);
const signedBy = { name: 'Signatory Name', title: 'Signatory Title' };

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
  it('says a genuine certificate is genuine, with what it prints, and with no axe violations', async () => {
    server.use(
      http.get(apiUrl(`/web/certificates/${identifier}`), () =>
        HttpResponse.json({
          status: 'valid',
          number,
          name: '陳大文',
          event: eventTitle,
          attended,
          issuedOn,
          signedBy,
        }),
      ),
    );
    openVerification(`/certificates/${identifier}`);
    expect(await screen.findByText(said('certificate.verify.genuine', { number }))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: said('certificate.verify.title') })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text('header.logoAlt') })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toContain(said('certificate.verify.signedBy'));
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '陳大文',
      eventTitle,
      ...attended,
      longDate(issuedOn),
      signedBy.name,
      signedBy.title,
    ]);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('says a revoked certificate was revoked, and names no one', async () => {
    server.use(
      http.get(apiUrl(`/web/certificates/${identifier}`), () => HttpResponse.json({ status: 'revoked', number })),
    );
    openVerification(`/certificates/${identifier}`);
    expect(await screen.findByText(said('certificate.verify.revoked', { number }))).toBeInTheDocument();
    expect(screen.queryByText(said('certificate.verify.genuine', { number }))).not.toBeInTheDocument();
    expect(screen.queryByText(said('certificate.verify.name'))).not.toBeInTheDocument();
  });

  it('says an identifier the server does not know is no certificate, without reporting it as a fault', async () => {
    const reports = collectErrorReports();
    const unknown = certificateIdentifier(formatCertificateNumber(event.referencePrefix, 9999), '000000000000');
    server.use(
      http.get(apiUrl(`/web/certificates/${unknown}`), () =>
        HttpResponse.json({ message: 'There is no certificate with this number and code.' }, { status: 404 }),
      ),
    );
    openVerification(`/certificates/${unknown.toLowerCase()}`);
    expect(await screen.findByText(said('certificate.verify.unknown', { identifier: unknown }))).toBeInTheDocument();
    expect(screen.queryByText(said('certificate.verify.name'))).not.toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('asks nothing of the server for a number without its code, and says to use the printed address', async () => {
    const requests = logRequests();
    openVerification(`/certificates/${number}`);
    expect(await screen.findByText(said('certificate.verify.incomplete'))).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/web/certificates'))).toEqual([]);
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
      http.get(apiUrl(`/web/certificates/${identifier}`), () =>
        up
          ? HttpResponse.json({
              status: 'valid',
              number,
              name: 'Adaeze Oyelaran-Whitfield',
              event: eventTitle,
              attended,
              issuedOn,
            })
          : HttpResponse.json({ message: 'Unavailable' }, { status: 503 }),
      ),
    );
    const user = openVerification(`/certificates/${identifier}`);
    expect(await screen.findByText(said('certificate.verify.failed'), {}, { timeout: 8000 })).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: said('certificate.verify.retry') }));
    expect(await screen.findByText('Adaeze Oyelaran-Whitfield')).toBeInTheDocument();
  });
});
