import zhHant from '@schemas/messages/zh-Hant.json';
import { delay, http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { englishMessages } from '../../core/i18n/messages';
import { event } from '../../core/model/schemaData';
import { messagesFor } from '../../server/i18n/catalogues';
import { createApiClient } from '../../src/api/client';
import { withServerAnswerTexts } from '../../src/registration/serverAnswerTexts';
import { type FormatMessage, submitFailureMessage } from '../../src/registration/submitFailureMessage';
import { submitRegistration } from '../../src/registration/submitRegistration';
import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { samplePayload } from './samplePayload';

withMockBackend();

const intl = createIntl({ locale: 'en', messages: englishMessages });
const english: FormatMessage = (key, values) => intl.formatMessage({ id: key }, values);

const chineseIntl = createIntl({ locale: 'zh-Hant', messages: messagesFor('zh-Hant') });
const chinese: FormatMessage = (key, values) => chineseIntl.formatMessage({ id: key }, values);

/** The alert a delegate sees when the backend answers a registration like this. */
async function alertFor(
  answer: () => Response | Promise<Response>,
  client = createApiClient(),
  language: 'en' | 'zh-Hant' = 'en',
): Promise<string> {
  server.use(csrfCookieHandler('token='), http.post(apiUrl('/web/registrations'), answer));
  const failure = await submitRegistration(samplePayload, client).then(
    () => {
      throw new Error('the submit should have failed');
    },
    (thrown: unknown) => thrown,
  );
  return language === 'en' ? submitFailureMessage(failure, english) : submitFailureMessage(failure, chinese, false);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  collectErrorReports();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearXsrfCookie();
});

describe('the alert after a failed registration submit (spec section 8)', () => {
  it('asks a delegate whose registration was already submitted to contact the organiser', async () => {
    const text = await alertFor(() => HttpResponse.json({ state: 'duplicate' }, { status: 409 }));

    expect(text).toBe(
      'It appears that your registration form was submitted, however, the payment process was either incomplete or unsuccessful... ' +
        `Please contact the organizer at ${event.organiserEmail} so that we can help you complete your registration.`,
    );
  });

  it('shows the first message of the first field for a validation answer', async () => {
    const text = await alertFor(() =>
      HttpResponse.json(
        {
          message: 'The email has already been taken. (and 1 more error)',
          errors: {
            email: ['The email has already been taken.', 'The email is too long.'],
            phone_number: ['Too short.'],
          },
        },
        { status: 422 },
      ),
    );

    expect(text).toBe('Submission failed: The email has already been taken.');
  });

  it("shows the body's error for another error answer", async () => {
    const text = await alertFor(() =>
      HttpResponse.json(
        { error: 'The payment session could not be created.', message: 'Server Error' },
        { status: 500 },
      ),
    );

    expect(text).toBe('The payment session could not be created.');
  });

  it("shows the body's message when it has no error", async () => {
    const text = await alertFor(() => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }));

    expect(text).toBe('CSRF token mismatch.');
  });

  it('says an error occurred on the server when the body has neither, or is not JSON', async () => {
    expect(await alertFor(() => HttpResponse.json({}, { status: 500 }))).toBe('An error occurred on the server.');
    expect(await alertFor(() => new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502 }))).toBe(
      'An error occurred on the server.',
    );
  });

  it('speaks of a network error when no answer came', async () => {
    const text = await alertFor(() => HttpResponse.error());

    expect(text).toBe('Network error. Please check your connection and try again.');
  });

  it('speaks of a network error when the answer did not come in time', async () => {
    const text = await alertFor(
      async () => {
        await delay('infinite');
        return HttpResponse.json({ state: 'success' });
      },
      createApiClient({ timeoutMs: 20 }),
    );

    expect(text).toBe('Network error. Please check your connection and try again.');
  });

  it("shows the failure's own message for an unexpected success state", async () => {
    const text = await alertFor(() => HttpResponse.json({ state: 'queued' }));

    expect(text).toBe('The server sent an unexpected answer (state: queued).');
  });

  it("shows the failure's own message for a failure before the request was sent", () => {
    expect(submitFailureMessage(new TypeError('Failed to construct Request'), english)).toBe(
      'Failed to construct Request',
    );
  });

  it('falls back to asking the delegate to try again later', () => {
    expect(submitFailureMessage(new Error(''), english)).toBe('Failed to submit registration. Please try again later.');
    expect(submitFailureMessage('something odd', english)).toBe(
      'Failed to submit registration. Please try again later.',
    );
  });
});

describe('the alert on a Chinese page', () => {
  const answer = (body: object, status: number) => () => HttpResponse.json(body, { status });

  it('words a taken e-mail wholly in Chinese, from its key', async () => {
    const taken = englishMessages['error.email.taken'];
    const text = await alertFor(
      answer(
        { message: taken, errors: { email: [taken] }, errorTexts: { email: [{ key: 'error.email.taken' }] } },
        422,
      ),
      createApiClient(),
      'zh-Hant',
    );

    expect(text).toBe(zhHant['alert.validation'].replace('{message}', zhHant['error.email.taken']));
  });

  it("words a message with values in Chinese, a field's label included", async () => {
    const english = englishMessages['error.generic'].replace('{field}', englishMessages['field.email']);
    const keyed = { key: 'error.generic', values: { field: { key: 'field.email' } } };
    const text = await alertFor(
      answer({ errors: { email: [english] }, errorTexts: { email: [keyed] } }, 422),
      createApiClient(),
      'zh-Hant',
    );

    expect(text).toBe(
      zhHant['alert.validation'].replace(
        '{message}',
        zhHant['error.generic'].replace('{field}', zhHant['field.email']),
      ),
    );
  });

  it("words a refusal's message from its key, with a count", async () => {
    const keyed = {
      key: 'server.api.tooManyRequests',
      values: { retryAfter: { key: 'server.api.wait.seconds', values: { count: 30 } } },
    };
    const text = await alertFor(
      answer({ message: 'Too many requests.', messageText: keyed }, 429),
      createApiClient(),
      'zh-Hant',
    );

    expect(text).toBe(
      zhHant['server.api.tooManyRequests'].replace(
        '{retryAfter}',
        zhHant['server.api.wait.seconds'].replace('{count}', '30'),
      ),
    );
  });

  it("words the server's own texts from their chunk, which the form's catalogue does not carry", async () => {
    // The form's catalogue as the build splits it: without the server.api.* texts (scripts/vitePluginMessages.ts).
    const formMessages = Object.fromEntries(
      Object.entries(messagesFor('zh-Hant')).filter(([key]) => !key.startsWith('server.api.')),
    );
    const formIntl = createIntl({ locale: 'zh-Hant', messages: formMessages, onError: () => {} });
    const formOnly: FormatMessage = (key, values) => formIntl.formatMessage({ id: key }, values);
    server.use(
      csrfCookieHandler('token='),
      http.post(
        apiUrl('/web/registrations'),
        answer(
          {
            message: 'The payment page could not be opened. Please try again later.',
            messageText: { key: 'server.api.checkoutUnavailable' },
          },
          502,
        ),
      ),
    );
    const failure = await submitRegistration(samplePayload, createApiClient()).catch((thrown: unknown) => thrown);

    expect(submitFailureMessage(failure, formOnly, false)).toBe(zhHant['alert.server']);
    const worded = submitFailureMessage(failure, await withServerAnswerTexts(formOnly, 'zh-Hant'), false);
    expect(worded).toBe(zhHant['server.api.checkoutUnavailable']);

    // A text naming one of the event's days gets it written as the page writes it.
    const closed = { message: 'Registration closed.', messageText: { key: 'server.api.registrationClosed' } };
    server.use(http.post(apiUrl('/web/registrations'), answer(closed, 403)));
    const closedFailure = await submitRegistration(samplePayload, createApiClient()).catch((thrown: unknown) => thrown);
    expect(submitFailureMessage(closedFailure, await withServerAnswerTexts(formOnly, 'zh-Hant'), false)).toBe(
      zhHant['server.api.registrationClosed'].replace(
        '{registrationCloses}',
        eventTextValues(event, 'zh-Hant').registrationCloses ?? '',
      ),
    );
  });

  it('gives its general text, never English, for a text without a key or with a key it does not have', async () => {
    expect(await alertFor(answer({ message: 'CSRF token mismatch.' }, 419), createApiClient(), 'zh-Hant')).toBe(
      zhHant['alert.server'],
    );
    expect(
      await alertFor(answer({ errors: { email: ['The email is too long.'] } }, 422), createApiClient(), 'zh-Hant'),
    ).toBe(zhHant['alert.validation'].replace('{message}', zhHant['alert.server']));
    expect(
      await alertFor(
        answer({ message: 'Something new.', messageText: { key: 'server.api.somethingNew' } }, 400),
        createApiClient(),
        'zh-Hant',
      ),
    ).toBe(zhHant['alert.server']);
  });
});
