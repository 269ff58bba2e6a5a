// @vitest-environment node
import type { Browser, Dialog } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium as launchBrowser } from '../../scripts/support/chromium';
import type { RunningServer } from '../../scripts/support/serverProcess';
import { delegate, expectedValues, fillForm, openForm, shownValues, submitButton } from './support/registrationForm';
import { startSiteServer } from './support/siteServer';

const testTimeout = 60_000;

/**
 * Spec section 8: each answer server/routes/forcedFailure.ts can force, and the alert it must give.
 * The duplicate alert is fixed only up to its '...'; the rest (the organiser's address) is not specified.
 */
const failures: { failure: string; alert: string; alertStartsWith?: true }[] = [
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
const servers = new Map<string, Promise<RunningServer>>();
/** Servers shutting down while the next test runs; awaited at the end. */
const stopping: Promise<void>[] = [];

/** The server that forces `failure`, started on first ask; asking ahead lets the next one boot during a test. */
function serverFor(failure: string): Promise<RunningServer> {
  let server = servers.get(failure);
  if (!server) {
    server = startSiteServer({ FORCE_REGISTRATION_FAILURE: failure });
    // Awaited by its own test; until then a failed start must not count as an unhandled rejection.
    server.catch(() => undefined);
    servers.set(failure, server);
  }
  return server;
}

async function stopServer(failure: string): Promise<void> {
  const server = servers.get(failure);
  servers.delete(failure);
  await server?.then(
    (running) => running.stop(),
    () => undefined,
  );
}

beforeAll(async () => {
  const [first] = failures;
  if (first) void serverFor(first.failure);
  browser = await launchBrowser();
}, testTimeout);

afterAll(async () => {
  await browser?.close();
  await Promise.all([...stopping, ...[...servers.keys()].map(stopServer)]);
});

describe('A registration the server refuses', () => {
  it.each(failures)(
    'answering $failure shows its alert, then the submit button works again and the typed values are kept',
    async ({ failure, alert, alertStartsWith }) => {
      const next = failures[failures.findIndex((candidate) => candidate.failure === failure) + 1];
      const server = await serverFor(failure);
      if (next) void serverFor(next.failure);
      const context = await browser.newContext();
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      try {
        const dialogs: Dialog[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog);
          void dialog.accept();
        });
        const person = delegate();
        await openForm(page, server.url);
        await fillForm(page, person);

        await submitButton(page).click();
        await expect.poll(() => dialogs.length).toBe(1);
        const [dialog] = dialogs;
        expect(dialog?.type()).toBe('alert');
        const shown = dialog?.message() ?? '';
        if (alertStartsWith) expect(shown.startsWith(alert), `alert: ${shown}`).toBe(true);
        else expect(shown).toBe(alert);

        await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/');
        expect(await shownValues(page)).toEqual(expectedValues(person));
        expect(dialogs).toHaveLength(1);
      } finally {
        // The page first: its open connections would hold up the server's shutdown.
        await context.close();
        stopping.push(stopServer(failure));
      }
    },
    testTimeout,
  );
});
