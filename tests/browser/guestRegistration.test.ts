/**
 * Registering an invited guest in the console, in Chromium against the real server: a manager opens Invited guests,
 * fills in the public form itself (the form engine's fields and rules) and is asked for the reason for waiving the
 * fee; with it, the guest is registered with nothing to pay, their confirmation queued, the waiver in the history. A
 * viewer is offered no such page. axe on each state.
 */
import en from '@schemas/messages/en.json';
import { describe, expect, it } from 'vitest';

import { expectNoViolations } from './support/axe';
import { consoleSuiteForFile } from './support/consoleSuite';
import { delegate, fillForm } from './support/registrationForm';

const testTimeout = 120_000;
const desktop = { width: 1280, height: 900 };
const suite = consoleSuiteForFile({ name: 'guests', context: { viewport: desktop }, timeoutMs: testTimeout });
const { manager, viewer } = suite;

const guestsLink = () => suite.page.getByRole('navigation').getByRole('link', { name: en['staff.nav.guests'] });

describe('Registering an invited guest', () => {
  it(
    'offers a viewer no guest page',
    async () => {
      await suite.signIn(viewer);
      await suite.page.getByRole('link', { name: en['staff.nav.registrations'] }).first().waitFor();
      expect(await guestsLink().count()).toBe(0);
    },
    testTimeout,
  );

  it(
    'registers a guest through the public form with a reason, confirmed with nothing to pay',
    async () => {
      await suite.signIn(manager);
      await guestsLink().click();
      await suite.page.getByRole('heading', { level: 1, name: en['staff.guests.heading'] }).waitFor();
      await suite.page.locator('#root_region[role="combobox"]').waitFor();
      await expectNoViolations(suite.page, 'the guest page');

      const guest = delegate();
      await fillForm(suite.page, guest, { inConsole: true });
      const submit = suite.page.getByRole('button', { name: en['staff.guests.submit'] });
      expect((await submit.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await submit.click();
      const waiver = suite.page.getByRole('group', { name: en['staff.guests.waiver'] });
      const reason = waiver.getByLabel(en['staff.guests.reason']);
      await expect.poll(() => reason.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      expect(await reason.getAttribute('aria-describedby')).toBeTruthy();
      await expectNoViolations(suite.page, 'the guest page without a reason');

      await reason.fill('Invited by the Committee');
      await submit.click();
      const status = suite.page.getByRole('status');
      await expect.poll(async () => (await status.textContent())?.trim() ?? '').toMatch(/^Guest registered as \S+/);
      const reference = /as (\S+):/.exec((await status.textContent()) ?? '')?.[1] ?? '';
      expect((await status.textContent())?.trim()).toBe(en['staff.guests.done'].replace('{reference}', reference));
      await expectNoViolations(suite.page, 'a guest registered');

      await suite.page.getByRole('link', { name: en['staff.guests.open'].replace('{reference}', reference) }).click();
      const history = suite.page.getByRole('table', { name: en['staff.history.caption'] });
      await history.getByText(en['staff.event.fee_waived'], { exact: true }).waitFor();
      await history.getByText('Invited by the Committee').waitFor();
      await suite.page.getByText(en['staff.message.complimentary_confirmation']).first().waitFor();
    },
    testTimeout,
  );
});
