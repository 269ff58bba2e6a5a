import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningServer } from '../../scripts/support/serverProcess';
import type { ForcedFailure } from '../../server/options';
import { forcedAnswer } from '../../server/routes/forcedFailure';
import { REGISTRATIONS_PATH } from '../../src/registration/submitRegistration';
import { delegate, expectedValues, fillForm, openForm, shownValues, submitButton } from './support/registrationForm';
import { sharedSiteServer } from './support/sharedSiteServer';
import { startSiteServer } from './support/siteServer';
import { testBrowser } from './support/testBrowser';

const testTimeout = 60_000;

/**
 * Spec section 8: each answer server/routes/forcedFailure.ts can force, and the alert it must give.
 * The duplicate alert is fixed only up to its '...'; the rest (the organiser's address) is not specified.
 */
const failures: { failure: ForcedFailure; alert: string; alertStartsWith?: true }[] = [
  {
    failure: 'duplicate',
    alert:
      'It appears that your registration form was submitted, however, the payment process was either incomplete or unsuccessful...',
    alertStartsWith: true,
  },
  { failure: 'validation', alert: 'Submission failed: This email has already been registered.' },
  { failure: 'server-error', alert: 'Forced server error (FORCE_REGISTRATION_FAILURE=server-error).' },
  { failure: 'server-message', alert: 'Forced server message (FORCE_REGISTRATION_FAILURE=server-message).' },
  { failure: 'server-empty', alert: 'An error occurred on the server.' },
  { failure: 'network', alert: 'Network error. Please check your connection and try again.' },
  { failure: 'unexpected-state', alert: 'The server sent an unexpected answer (state: weird).' },
];

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
const person = delegate();
const dialogs: Dialog[] = [];
/** The form, opened and filled by the first case (filling waits with expect.poll, which only a test may call). */
let filled: Promise<void> | undefined;
/** The failure the next submit is answered with. */
let answering: ForcedFailure = 'duplicate';

/**
 * One form, filled once, submitted once per failure: the delegate who meets a failure submits again, and each case
 * starts from what the one before it left (its values kept, checked). The answers are those the server gives when
 * forced to each failure (server/routes/forcedFailure.ts, whose server side tests/server/forcedFailure.test.ts tests),
 * played by the browser's request routing: one server for every case.
 */
beforeAll(async () => {
  [server, browser] = await Promise.all([sharedSiteServer() ?? startSiteServer(), testBrowser()]);
  context = await browser.newContext();
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void dialog.accept();
  });
  await page.route(`**${REGISTRATIONS_PATH}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = forcedAnswer(answering);
    if (!answer) return route.abort('connectionreset');
    return route.fulfill({
      status: answer.status,
      ...(answer.body === undefined ? { body: '' } : { json: answer.body }),
    });
  });
  // The first browser file to start may build the site (tests/browser/support/siteBuild.ts).
}, 180_000);

afterAll(async () => {
  // The page first: its open connections would hold up the server's shutdown.
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('A registration the server refuses', () => {
  it.each(failures)(
    'answering $failure shows its alert, then the submit button works again and the typed values are kept',
    async ({ failure, alert, alertStartsWith }) => {
      filled ??= openForm(page, server.url).then(() => fillForm(page, person));
      await filled;
      answering = failure;
      const before = dialogs.length;
      await submitButton(page).click();
      await expect.poll(() => dialogs.length, { timeout: 10_000 }).toBe(before + 1);
      const dialog = dialogs[before];
      expect(dialog?.type()).toBe('alert');
      const shown = dialog?.message() ?? '';
      if (alertStartsWith) expect(shown.startsWith(alert), `alert: ${shown}`).toBe(true);
      else expect(shown).toBe(alert);

      await expect.poll(() => submitButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await shownValues(page)).toEqual(expectedValues(person));
      expect(dialogs).toHaveLength(before + 1);
    },
    testTimeout,
  );
});
