/**
 * Waiving a guest's fee in the console, in Chromium against the real server on a phone held upright (390 px): a
 * manager opens an unpaid registration, gives a reason and waives the fee; the page then shows it paid with nothing
 * due, the waiver in its history and the guest's confirmation queued; the list counts it apart. A viewer is offered no
 * waiver. axe on each state.
 */
import en from '@schemas/messages/en.json';
import { beforeAll, describe, expect, it } from 'vitest';

import { formatMoney } from '../../core/i18n/moneyText';
import { fees } from '../../core/model/schemaData';
import { validPayload } from '../server/helpers/payload';
import { periods } from '../support/eventTimes';
import { type ApiRegistration, registerThroughApi } from './support/apiRegistration';
import { expectNoViolations } from './support/axe';
import { consoleSuiteForFile } from './support/consoleSuite';

const testTimeout = 90_000;
const phone = { width: 390, height: 844 };
const runTag = Date.now().toString(36);
const suite = consoleSuiteForFile({
  name: 'waiver',
  context: { viewport: phone, isMobile: true },
  timeoutMs: testTimeout,
});
const { manager, viewer } = suite;
/** The invited guest, registered through the public API with a bank transfer and not yet paid. */
let guest: ApiRegistration;

beforeAll(async () => {
  const payload = validPayload(periods.first, { email: `waiver.${runTag}@example.org`, payment_method: 'bank' });
  guest = await registerThroughApi(suite.server.url, payload);
}, testTimeout);

const overflowsSideways = () => suite.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const waiver = () => suite.page.getByRole('region', { name: en['staff.waiver.heading'] });

describe('Waiving the fee of an invited guest', () => {
  it(
    'offers a viewer no waiver',
    async () => {
      await suite.signIn(viewer);
      await suite.openRegistration(guest.reference);
      expect(await waiver().count()).toBe(0);
      await expectNoViolations(suite.page, 'a registration for a viewer at 390 px');
    },
    testTimeout,
  );

  it(
    'asks a manager for a reason, then confirms the registration with nothing to pay and queues the guest confirmation',
    async () => {
      await suite.signIn(manager);
      await suite.openRegistration(guest.reference);
      const form = waiver();
      await form.waitFor();
      expect(await form.textContent()).toContain(formatMoney(guest.fee, fees.currency, 'en'));
      const submit = form.getByRole('button', { name: en['staff.waiver.submit'] });
      expect((await submit.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(suite.page, 'the waiver at 390 px');

      await submit.click();
      const reason = form.getByLabel(en['staff.waiver.reason']);
      await expect.poll(() => reason.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      await expectNoViolations(suite.page, 'the waiver refused at 390 px');

      await reason.fill('Keynote speaker, invited by the Committee');
      await submit.click();
      await expect
        .poll(async () => (await suite.page.getByRole('status').textContent())?.trim())
        .toBe(en['staff.waiver.done']);
      await expect.poll(() => waiver().count()).toBe(0);
      const history = suite.page.getByRole('table', { name: en['staff.history.caption'] });
      await history.getByText(en['staff.event.fee_waived'], { exact: true }).waitFor();
      await history.getByText('Keynote speaker, invited by the Committee').waitFor();
      await suite.page.getByText(en['staff.message.complimentary_confirmation']).first().waitFor();
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(suite.page, 'a waived registration at 390 px');

      await suite.page.getByRole('link', { name: en['staff.nav.registrations'] }).first().click();
      const counts = suite.page.getByRole('region', { name: en['staff.counts.heading'] });
      const term = counts.getByText(en['staff.counts.complimentary'], { exact: true });
      await term.waitFor();
      expect(await term.evaluate((dt) => dt.nextElementSibling?.textContent)).toContain(
        formatMoney(guest.fee, fees.currency, 'en'),
      );
    },
    testTimeout,
  );
});
