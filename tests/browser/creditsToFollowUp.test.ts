/**
 * The console's Credits to follow up in Chromium against the real server: a manager imports a statement whose credits
 * no registration counts, finds them on the page of their own, assigns one to a registration by its reference (its
 * payment is then booked) and sets another aside with a note; a viewer sees what is left, with no decision to take.
 * axe on each state.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { formatMoney } from '../../core/i18n/moneyText';
import { fees } from '../../core/model/schemaData';
import { camt053 } from '../server/bankImport/camt053Statement';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { periods } from '../support/eventTimes';
import { type ApiRegistration, registerThroughApi } from './support/apiRegistration';
import { expectNoViolations } from './support/axe';
import { consoleSuiteForFile } from './support/consoleSuite';

const testTimeout = 90_000;
const runTag = Date.now().toString(36);
const suite = consoleSuiteForFile({ name: 'credits', timeoutMs: testTimeout });
const { manager, viewer, expectStatus } = suite;
/** The delegate who paid without quoting their reference, as the public API answered their registration. */
let delegate: ApiRegistration;

beforeAll(async () => {
  const payload = validPayload(periods.first, { email: `credits.${runTag}@example.org`, payment_method: 'bank' });
  delegate = await registerThroughApi(suite.server.url, payload);
}, testTimeout);

const rows = () => suite.page.getByRole('table', { name: /to follow up$/ }).locator('tbody tr');
const money = (amount: number) => formatMoney(amount, fees.currency, 'en');

describe('Credits to follow up', () => {
  it(
    'lists the credits an import could not match; a manager assigns one by reference and sets one aside',
    async () => {
      await suite.signIn(manager);
      await suite.page.getByRole('link', { name: 'Bank statements' }).click();
      await suite.page.getByLabel('Bank statement file').setInputFiles({
        name: 'september.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(
          camt053([
            { amount: delegate.fee.toFixed(2), remittance: 'Seminar fee, name only', bankReference: `A-${runTag}` },
            { amount: '12.00', remittance: 'Unknown sender', bankReference: `B-${runTag}` },
            { amount: '7.00', remittance: 'Left for later', bankReference: `C-${runTag}` },
          ]),
        ),
      });
      await suite.page.getByRole('button', { name: 'Check the statement' }).click();
      await suite.page.getByRole('button', { name: 'Record the statement' }).click();
      await expectStatus('0 payments confirmed; 3 credits recorded.');

      await suite.page.getByRole('link', { name: 'Credits to follow up' }).click();
      await suite.page.getByRole('heading', { name: 'Credits to follow up', level: 1 }).waitFor();
      await expect.poll(() => rows().count()).toBe(3);
      const first = rows().filter({ hasText: 'Seminar fee, name only' });
      expect(await first.getByRole('cell').allTextContents()).toEqual([
        expect.any(String),
        money(delegate.fee),
        'Seminar fee, name only',
        `A-${runTag}`,
        'No reference quoted: recorded, for you to follow up.',
        expect.any(String),
        'Decide',
      ]);
      await expectNoViolations(suite.page);

      await first
        .getByRole('button', { name: new RegExp(`^Decide on ${escape(money(delegate.fee))} booked on`) })
        .click();
      const chosen = suite.page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^The credit of ${escape(money(delegate.fee))}`),
      });
      await expect.poll(() => chosen.evaluate((heading) => heading === document.activeElement)).toBe(true);
      await expectNoViolations(suite.page);
      const assign = suite.page.getByRole('region', { name: 'Assign to a registration' });
      await assign.getByLabel('Registration reference').fill(delegate.reference);
      await assign.getByLabel('Note').fill('The delegate wrote to say it was their transfer');
      await assign.getByRole('button', { name: 'Assign and book the payment' }).click();
      await expectStatus(`The credit was booked on ${delegate.reference}.`);
      await expect.poll(() => rows().count()).toBe(2);

      await rows()
        .filter({ hasText: 'Unknown sender' })
        .getByRole('button', { name: /^Decide on / })
        .click();
      const aside = suite.page.getByRole('region', { name: 'Set aside' });
      await aside.getByRole('button', { name: 'Set aside with this note' }).click();
      await expect
        .poll(() => aside.getByLabel('Note').evaluate((input) => input === document.activeElement))
        .toBe(true);
      expect(await aside.getByLabel('Note').getAttribute('aria-invalid')).toBe('true');
      await aside.getByLabel('Note').fill('Bank charges refund, not a fee');
      await aside.getByRole('button', { name: 'Set aside with this note' }).click();
      await expectStatus('The credit was set aside.');
      await expect.poll(() => rows().allTextContents()).toEqual([expect.stringContaining('Left for later')]);
      await expectNoViolations(suite.page);
    },
    testTimeout,
  );

  it(
    "shows a viewer the credits still waiting, without any decision to take, also at a phone's width",
    async () => {
      const client = new Client(suite.server.url);
      expect((await client.get('/staff/api/credits')).status).toBe(401);
      await suite.signIn(viewer);
      await suite.page.getByRole('link', { name: 'Credits to follow up' }).click();
      await suite.page.getByText('Only a manager may decide on a credit.').waitFor();
      await expect.poll(() => rows().allTextContents()).toEqual([expect.stringContaining('Left for later')]);
      expect(await suite.page.getByRole('button', { name: /^Decide/ }).count()).toBe(0);
      expect(await suite.page.getByRole('columnheader', { name: 'Decision' }).count()).toBe(0);
      // On a phone held upright each credit is a card: nothing is wider than the screen.
      await suite.page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(suite.page);
    },
    testTimeout,
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
