import zhHant from '@schemas/messages/zh-Hant.json';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { money } from '../support/schemaTexts';
import { fee, paidView, reference, token, viewHandler, visaHandler } from './delegateFixtures';
import { renderSite } from './renderSite';

withMockBackend();

const sameSentence = 'If a registration has this address, its link has been sent to it.';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  collectErrorReports();
  server.use(csrfCookieHandler('xsrf='));
});

afterEach(() => {
  sessionStorage.clear();
  clearXsrfCookie();
  vi.restoreAllMocks();
});

describe('find my registration', () => {
  it("sends the address typed and shows the server's sentence in a status", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/web/delegate-links'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: sameSentence }, { status: 202 });
      }),
    );
    const { user } = renderSite('/find-registration?lang=en');

    const email = await screen.findByRole('textbox', { name: 'E-mail address' }, { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Find my registration' })).toBeInTheDocument();
    await user.type(email, 'tm.chan@example.org');
    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(sameSentence);
    await waitFor(() => expect(status).toHaveFocus());
    expect(sent).toEqual([{ email: 'tm.chan@example.org' }]);

    // Asked again, the same sentence is said again.
    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent(sameSentence);
  });

  it("shows the server's message when asked too often", async () => {
    server.use(
      http.post(apiUrl('/web/delegate-links'), () =>
        HttpResponse.json({ message: 'Too many requests: please try again in an hour.' }, { status: 429 }),
      ),
    );
    const { user } = renderSite('/find-registration?lang=en');

    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }, { timeout: 8000 }),
      'tm.chan@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests: please try again in an hour.');
  });

  it("words the server's refusal by its key in the page's language, whatever language its message is in", async () => {
    const wait = { key: 'server.api.wait.seconds', values: { count: 30 } };
    server.use(
      http.post(apiUrl('/web/delegate-links'), () =>
        HttpResponse.json(
          {
            message: 'Too many requests. Please try again in 30 seconds.',
            messageText: { key: 'server.api.tooManyRequests', values: { retryAfter: wait } },
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderSite('/find-registration?lang=zh-Hant');

    await user.type(
      await screen.findByRole('textbox', { name: zhHant['find.email'] }, { timeout: 8000 }),
      'tm.chan@example.org',
    );
    await user.click(screen.getByRole('button', { name: zhHant['find.submit'] }));

    const words = zhHant['server.api.tooManyRequests'].replace(
      '{retryAfter}',
      zhHant['server.api.wait.seconds'].replace('{count}', '30'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it("says the form's message for a missing address, under the field, and sends nothing", async () => {
    const requests = logRequests();
    const { user } = renderSite('/find-registration?lang=en');

    const email = await screen.findByRole('textbox', { name: 'E-mail address' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'E-mail me the link' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(email).toHaveFocus();
    expect(requests).toEqual([]);
  });
});

describe('confirming a new e-mail address', () => {
  it('confirms only on a button press, then leads to the registration page', async () => {
    const confirmed: unknown[] = [];
    server.use(
      http.post(apiUrl('/web/email-confirmations'), async ({ request }) => {
        confirmed.push(await request.json());
        return HttpResponse.json({ token: 'new-page-token' });
      }),
      viewHandler(paidView(), 'new-page-token'),
      visaHandler(undefined, 'new-page-token'),
    );
    const requests = logRequests();
    const { user } = renderSite('/confirm-email/change-token?lang=en');

    const button = await screen.findByRole('button', { name: 'Confirm my new address' }, { timeout: 8000 });
    // Opening the link (as a mail scanner does) confirms nothing.
    expect(requests).toEqual([]);
    await user.click(button);

    expect(await screen.findByText('Your new e-mail address is confirmed.')).toBeInTheDocument();
    expect(confirmed).toEqual([{ token: 'change-token' }]);
    const link = screen.getByRole('link', { name: 'Go to your registration page' });
    expect(link).toHaveAttribute('href', '/my/new-page-token');
    await user.click(link);
    expect(await screen.findByText(reference, { selector: 'dd' }, { timeout: 8000 })).toBeInTheDocument();
    // The page is whole once the visa letter's section has its own view: no request of it is left for the next test.
    expect(
      await screen.findByRole('heading', { level: 2, name: englishMessages['delegate.visa.heading'] }),
    ).toBeVisible();
  });

  it('says the link is invalid or expired on a 404', async () => {
    server.use(
      http.post(apiUrl('/web/email-confirmations'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const { user } = renderSite('/confirm-email/old-token?lang=en');

    await user.click(await screen.findByRole('button', { name: 'Confirm my new address' }, { timeout: 8000 }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid or has expired. You can ask for a new one on your registration page.',
    );
    expect(screen.queryByRole('link', { name: 'Go to your registration page' })).not.toBeInTheDocument();
  });
});

describe('undoing a confirmed e-mail change', () => {
  const say = (key: string) => englishMessages[key] ?? key;

  it('undoes only on a button press, and says so in a status that takes the focus', async () => {
    const undone: unknown[] = [];
    server.use(
      http.post(apiUrl('/web/email-undo'), async ({ request }) => {
        undone.push(await request.json());
        return HttpResponse.json({ undone: true });
      }),
    );
    const requests = logRequests();
    const { user } = renderSite('/undo-email/undo-token?lang=en');

    const button = await screen.findByRole('button', { name: say('emailUndo.submit') }, { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1, name: say('emailUndo.title') })).toBeInTheDocument();
    // Opening the link (as a mail scanner does) undoes nothing.
    expect(requests).toEqual([]);
    await user.click(button);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(say('emailUndo.done'));
    expect(status).toHaveFocus();
    expect(undone).toEqual([{ token: 'undo-token' }]);
    expect(screen.queryByRole('button', { name: say('emailUndo.submit') })).not.toBeInTheDocument();
  });

  it('says the link no longer works on a 404, and offers no second press', async () => {
    server.use(http.post(apiUrl('/web/email-undo'), () => HttpResponse.json({ message: 'x' }, { status: 404 })));
    const { user } = renderSite('/undo-email/used-token?lang=en');
    await user.click(await screen.findByRole('button', { name: say('emailUndo.submit') }, { timeout: 8000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say('emailUndo.invalid'));
    expect(screen.queryByRole('button', { name: say('emailUndo.submit') })).not.toBeInTheDocument();
  });

  it('says the request could not be sent when the connection fails, and keeps the button to try again', async () => {
    server.use(http.post(apiUrl('/web/email-undo'), () => HttpResponse.error()));
    const { user } = renderSite('/undo-email/undo-token?lang=en');
    await user.click(await screen.findByRole('button', { name: say('emailUndo.submit') }, { timeout: 8000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(say('emailUndo.failed'));
    expect(screen.getByRole('button', { name: say('emailUndo.submit') })).toBeEnabled();
  });
});

describe('the thank-you page with the personal link', () => {
  it.each(['online', 'bank'])(
    'shows the reference, the amount and the link after a %s registration',
    async (payment) => {
      server.use(viewHandler(paidView()));
      renderSite(`/thankMessage?payment=${payment}&token=${token}&lang=en`);

      expect(await screen.findByText(reference, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.getByText(money(fee.price))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Your registration page' })).toHaveAttribute('href', `/my/${token}`);
      expect(screen.getByRole('link', { name: 'Lost your registration link?' })).toHaveAttribute(
        'href',
        '/find-registration',
      );
    },
  );

  it('shows no registration without a token', async () => {
    const requests = logRequests();
    renderSite('/thankMessage?payment=online&lang=en');
    expect(await screen.findByRole('link', { name: 'Lost your registration link?' }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Your registration page' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
