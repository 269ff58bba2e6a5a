import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { event } from '../../core/model/schemaData';
import { formatCertificateNumber } from '../../core/rules/certificates';
import { messagesFor } from '../../server/i18n/catalogues';
import { server, withMockBackend } from '../msw/server';
import { addDays } from '../support/eventTimes';
import { chineseDate, longDate } from '../support/schemaTexts';
import { delegateView, paidView, reference, token, viewHandler } from './delegateFixtures';
import { renderSite } from './renderSite';

withMockBackend();

const zhHant = messagesFor('zh-Hant');
// A certificate of the event under test, issued the day after its seminar ends.
const number = formatCertificateNumber(event.referencePrefix, 7);
const certificate = {
  number,
  identifier: `${number}-3F9AC21B77D0`,
  issuedOn: addDays(event.dates.seminarEnd, 1),
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the badge code on the delegate page', () => {
  it('shows a paid delegate the QR image, described, with the reference under it and what to do with it', async () => {
    server.use(viewHandler(paidView()));
    renderSite(`/my/${token}`);

    const badge = await screen.findByRole('region', { name: 'Your badge code' }, { timeout: 8000 });
    const image = within(badge).getByRole('img', { name: `QR code of your badge, registration ${reference}` });
    expect(image).toHaveAttribute('src', `/web/delegate/${token}/badge.png`);
    expect(within(badge).getByRole('figure')).toHaveTextContent(reference);
    expect(within(badge).getByText(/Show this code at the door of each meeting/)).toBeInTheDocument();
  });

  it('shows none before payment', async () => {
    server.use(viewHandler(delegateView()));
    renderSite(`/my/${token}`);

    await screen.findByRole('region', { name: 'Documents' }, { timeout: 8000 });
    expect(screen.queryByRole('region', { name: 'Your badge code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certificate of attendance' })).not.toBeInTheDocument();
  });
});

describe('the attendance certificate on the delegate page', () => {
  it('shows its number and day, the PDF to download and the address that verifies it', async () => {
    server.use(viewHandler(paidView({ certificate })));
    renderSite(`/my/${token}`);

    const section = await screen.findByRole('region', { name: 'Certificate of attendance' }, { timeout: 8000 });
    const facts = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(facts).toEqual([number, longDate(certificate.issuedOn)]);
    expect(within(section).getByRole('link', { name: 'Certificate of attendance (PDF)' })).toHaveAttribute(
      'href',
      `/web/delegate/${token}/certificate.pdf`,
    );
    const verification = `${window.location.origin}/certificates/${certificate.identifier}`;
    expect(within(section).getByRole('link', { name: verification })).toHaveAttribute('href', verification);
  });

  it('speaks the delegate’s language', async () => {
    server.use(viewHandler(paidView({ language: 'zh-Hant', certificate })));
    renderSite(`/my/${token}`);

    const section = await screen.findByRole(
      'region',
      { name: zhHant['delegate.certificate.heading'] },
      { timeout: 8000 },
    );
    expect(within(section).getByText(chineseDate(certificate.issuedOn))).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: zhHant['delegate.certificate.download'] })).toBeInTheDocument();
    const badge = screen.getByRole('region', { name: zhHant['delegate.badge.heading'] });
    expect(
      within(badge).getByRole('img', { name: zhHant['delegate.badge.alt'].replace('{reference}', reference) }),
    ).toBeInTheDocument();
  });
});
