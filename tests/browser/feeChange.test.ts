/**
 * Changing a fee in the console, in Chromium against the real server on a phone held upright (390 px): a manager
 * opens a bank-transfer registration, is asked for a reason, is told by the fee category's own field when the fee
 * table has no such cell for the region, then changes the category; the page then shows the new fee, the change in
 * its history and the delegate's notice queued. A viewer is offered no change. axe on each state.
 */
import en from '@schemas/messages/en.json';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { formatMoney } from '../../core/i18n/moneyText';
import { extras } from '../../core/model/extras';
import { fees } from '../../core/model/schemaData';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { feesOf, memberFees, otherColumnRegion } from '../server/feeChange/feeChangeFixtures';
import { validPayload } from '../server/helpers/payload';
import { registerThroughApi } from './support/apiRegistration';
import { expectNoViolations } from './support/axe';
import { consoleSuiteForFile } from './support/consoleSuite';

const testTimeout = 90_000;
const phone = { width: 390, height: 844 };
const runTag = Date.now().toString(36);
const { region, cheapest, dearest } = memberFees();
const suite = consoleSuiteForFile({
  name: 'fees',
  context: { viewport: phone, isMobile: true },
  timeoutMs: testTimeout,
});
const { manager, viewer } = suite;
let reference = '';

beforeAll(async () => {
  const payload = validPayload(cheapest.period, {
    email: `fees.${runTag}@example.org`,
    payment_method: 'bank',
    region: region.regionName,
    member_status: region.status,
    fee_category: cheapest.value,
  });
  ({ reference } = await registerThroughApi(suite.server.url, payload));
}, testTimeout);

const overflowsSideways = () => suite.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const feeChange = () => suite.page.getByRole('region', { name: en['staff.feeChange.heading'] });
const isFocused = (element: ReturnType<Page['getByLabel']>) =>
  element.evaluate((input) => input === document.activeElement);

describe('Changing the fee of a registration', () => {
  it(
    'offers a viewer no fee change',
    async () => {
      await suite.signIn(viewer);
      await suite.openRegistration(reference);
      expect(await feeChange().count()).toBe(0);
    },
    testTimeout,
  );

  it(
    'asks for a reason, says by its field when the fee table has no such fee, then changes the fee and queues the notice',
    async () => {
      await suite.signIn(manager);
      await suite.openRegistration(reference);
      const form = feeChange();
      await form.waitFor();
      expect(await form.textContent()).toContain(formatMoney(cheapest.price, fees.currency, 'en'));
      const category = form.getByLabel(en['staff.feeChange.feeCategory']);
      // Each extra is offered by the form's own label for its question.
      for (const extra of extras) {
        const title = formFieldTable.entry(extra.question)?.title ?? '';
        const words = ((en as Record<string, string>)[title] ?? title).split('{')[0] ?? '';
        expect(await form.getByLabel(words).count()).toBe(1);
      }
      const submit = form.getByRole('button', { name: en['staff.feeChange.submit'] });
      for (const target of [category, submit]) expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(suite.page, 'the fee change at 390 px');

      await submit.click();
      const reason = form.getByLabel(en['staff.feeChange.reason']);
      await expect.poll(() => isFocused(reason)).toBe(true);
      expect(await reason.getAttribute('aria-invalid')).toBe('true');

      // A fee of another column: the server refuses it by the category's own field, in the catalogue's words.
      const otherColumnFee = feesOf(otherColumnRegion(region).region)[0];
      await category.selectOption(otherColumnFee?.value ?? '');
      await reason.fill('Registered in the wrong category');
      await submit.click();
      await expect.poll(() => isFocused(category)).toBe(true);
      expect(await category.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await category.getAttribute('aria-describedby')) ?? '';
      expect(await suite.page.locator(`[id="${describedBy}"]`).textContent()).toBe(en['staff.api.feeChange.noCell']);
      await expectNoViolations(suite.page, 'the fee change refused at 390 px');

      await category.selectOption(dearest.value);
      await submit.click();
      await expect
        .poll(async () => (await suite.page.getByRole('status').textContent())?.trim())
        .toBe(en['staff.feeChange.done']);
      const history = suite.page.getByRole('table', { name: en['staff.history.caption'] });
      await history.getByText(en['staff.event.fee_changed'], { exact: true }).waitFor();
      await history.getByText('Registered in the wrong category').waitFor();
      await suite.page.getByText(en['staff.message.fee_change_notice']).first().waitFor();
      await expect.poll(() => feeChange().textContent()).toContain(formatMoney(dearest.price, fees.currency, 'en'));
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(suite.page, 'a changed fee at 390 px');
    },
    testTimeout,
  );
});
