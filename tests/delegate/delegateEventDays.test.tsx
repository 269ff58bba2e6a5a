import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { messagesFor } from '../../core/i18n/messages';
import { server, withMockBackend } from '../msw/server';
import { delegateView, paidView, token, viewHandler } from './delegateFixtures';
import { renderSite } from './renderSite';

withMockBackend();

const zhHant = messagesFor('zh-Hant');
const certificate = { number: 'PICS2025-C-0007', identifier: 'PICS2025-C-0007-3F9AC21B77D0', issuedOn: '2025-11-08' };

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
    const image = within(badge).getByRole('img', { name: 'QR code of your badge, registration PICS2025-0042' });
    expect(image).toHaveAttribute('src', `/web/delegate/${token}/badge.png`);
    expect(within(badge).getByRole('figure')).toHaveTextContent('PICS2025-0042');
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
    expect(facts).toEqual(['PICS2025-C-0007', '8 November 2025']);
    expect(within(section).getByRole('link', { name: 'Certificate of attendance (PDF)' })).toHaveAttribute(
      'href',
      `/web/delegate/${token}/certificate.pdf`,
    );
    const verification = `${window.location.origin}/certificates/PICS2025-C-0007-3F9AC21B77D0`;
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
    expect(within(section).getByText('2025年11月8日')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: zhHant['delegate.certificate.download'] })).toBeInTheDocument();
    const badge = screen.getByRole('region', { name: zhHant['delegate.badge.heading'] });
    expect(within(badge).getByRole('img', { name: '您名牌的二維碼，登記編號 PICS2025-0042' })).toBeInTheDocument();
  });
});
