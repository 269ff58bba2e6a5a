/**
 * Registering an invited guest in the console, in Chromium against the real server: a manager opens Invited guests,
 * fills in the public form itself (the form engine's fields and rules) and is asked for the reason for waiving the
 * fee; with it, the guest is registered with nothing to pay, their confirmation queued, the waiver in the history. A
 * server's refusal of a field (an address already registered) stands under that field, at a phone's width and a
 * desktop's. A viewer is offered no such page. axe on each state.
 */
import en from '@schemas/messages/en.json';
import { describe, expect, it } from 'vitest';

import { validPayload } from '../server/helpers/payload';
import { periods } from '../support/eventTimes';
import { registerThroughApi } from './support/apiRegistration';
import { expectNoViolations } from './support/axe';
import { consoleSuiteForFile } from './support/consoleSuite';
import { shownError } from './support/fieldErrors';
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

  it(
    "puts the server's refusal of a field under that field, on a phone and on a desktop",
    async () => {
      // An address already registered passes the form's rules: only the server refuses it.
      const taken = await registerThroughApi(
        suite.server.url,
        validPayload(periods.first, { email: `guest.taken.${Date.now().toString(36)}@example.org` }),
      );
      await suite.signIn(manager);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        await suite.page.setViewportSize(viewport);
        await guestsLink().click();
        await suite.page.getByRole('heading', { level: 1, name: en['staff.guests.heading'] }).waitFor();
        await suite.page.locator('#root_region[role="combobox"]').waitFor();
        await fillForm(suite.page, delegate({ email: taken.email }), { inConsole: true });
        await suite.page
          .getByRole('group', { name: en['staff.guests.waiver'] })
          .getByLabel(en['staff.guests.reason'])
          .fill('Invited by the Committee');
        await suite.page.getByRole('button', { name: en['staff.guests.submit'] }).click();

        const email = suite.page.locator('#root_email');
        await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(await email.getAttribute('aria-invalid')).toBe('true');
        const shown = await shownError(suite.page, 'root_email', 'root_email');
        expect(shown.text, `at ${viewport.width} px`).toBe(en['error.email.taken']);
        expect(shown.describedByControl).toBe(true);
        expect(shown.gapBelow).toBeGreaterThanOrEqual(0);
        // Under the field alone: no list of the form's refusals above the button.
        expect(await suite.page.getByRole('alert').count()).toBe(0);
        await expectNoViolations(suite.page, `the guest page with the server's refusal at ${viewport.width} px`);

        // Corrected, the refusal goes with the answer it refused, once the form has taken the new one (a typed text
        // field hands it over after the frame that shows it).
        await email.fill(delegate().email);
        await expect.poll(async () => (await shownError(suite.page, 'root_email', 'root_email')).text).toBe('');
        await suite.page.getByRole('link', { name: en['staff.nav.registrations'] }).first().click();
      }
    },
    testTimeout * 2,
  );
});
