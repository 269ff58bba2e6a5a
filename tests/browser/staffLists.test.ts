/**
 * The staff console's Lists page in Chromium against the real server, its clock past the event: a viewer downloads
 * the dinner list and a meeting's attendance list (PDF and CSV, by keyboard), a manager issues the certificates
 * through the confirmation step by keyboard; axe on each state. The delegates are paid and checked in beforehand in a
 * copy of the migrated database, since registering is closed once the event is over.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';

import en from '@schemas/messages/en.json';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { meetingDays } from '../../core/rules/meetings';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';
import { openPgliteDatabase } from '../../server/db/pgliteDatabase';
import { sqlStore } from '../../server/store/sqlStore';
import { checkedIn, lastDay } from '../server/certificates/certificateFixtures';
import { pdfText } from '../server/helpers/smtpSink';
import { readCsvRecords } from '../server/staff/readCsv';
import { migratedDataDir } from '../support/dataTemplate';
import { extra, followUps, joining, notJoining } from '../support/eventExtra';
import { addDays, eventInstant } from '../support/eventTimes';
import { expectNoViolations } from './support/axe';
import { downloaded } from './support/delegatePageTexts';
import { builtSite } from './support/siteBuild';
import { addStaffAccounts } from './support/staffAccounts';
import { signInToConsole } from './support/staffSignIn';
import { testBrowser } from './support/testBrowser';

const testTimeout = 120_000;
const manager = { email: 'lists.manager@staff.example.org', password: 'lists manager password 2025' };
const viewer = { email: 'lists.viewer@staff.example.org', password: 'lists viewer password 2025' };
const [committee] = meetings;
const committeeDays = meetingDays(event, committee);
const committeeName = en[committee.label as keyof typeof en];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seeded: ReturnType<typeof temporaryDirectory> | undefined;
/** The references of the seeded delegates, by family name. */
const references: Record<string, string> = {};

/** Two follow-up answers the caterer's list writes as they are (the seminar's 'Halal' and 'Vegetarian'). */
const [walkerFollowUp = '', otherFollowUp = ''] = followUps.slice(-2);

/** Paid delegates in a copy of the migrated database: two at the dinner, two checked in at the Committee Meeting. */
async function seededDataDir(template: string): Promise<string> {
  seeded = temporaryDirectory('seminar-lists-seed-');
  const dir = path.join(seeded.dir, 'pglite');
  cpSync(template, dir, { recursive: true });
  const db = await openPgliteDatabase(dir);
  try {
    const store = sqlStore(db);
    const walker = await checkedIn(store, db, [committeeDays[0]], {
      title: 'Ms',
      family_name: 'Listwalker',
      given_name: 'Amina',
      join_gala_dinner: joining,
      dietary_preference: walkerFollowUp,
    });
    await checkedIn(store, db, committeeDays, {
      title: 'Mr',
      family_name: '歐陽',
      given_name: '晚宴',
      join_gala_dinner: joining,
      dietary_preference: otherFollowUp,
    });
    const never = await checkedIn(store, db, [], { family_name: 'Neverarrived', join_gala_dinner: notJoining });
    references.Listwalker = walker.reference!;
    references.Neverarrived = never.reference!;
  } finally {
    await db.close();
  }
  return dir;
}

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  const seed = await seededDataDir(template);
  let dataDir = '';
  [server, browser] = await Promise.all([
    spawnServerWithOwnData({
      tempPrefix: 'seminar-lists-browser-',
      staticDir,
      // The morning after the last day: certificates may be issued.
      env: { INVOICE_FONT: 'none', REGISTRATION_CLOCK: eventInstant(addDays(lastDay, 1), '09:00:00') },
      prepare: (dir) => {
        dataDir = dir;
        cpSync(seed, dir, { recursive: true });
      },
    }),
    testBrowser(),
  ]);
  await addStaffAccounts(dataDir, [
    [manager, 'manager'],
    [viewer, 'viewer'],
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  seeded?.remove();
}, 30_000);

beforeEach(async () => {
  // axe is injected as an inline script, which the CSP blocks; the staff pages use no inline code either way.
  context = await browser.newContext({ bypassCSP: true, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

async function openLists(account: { email: string; password: string }): Promise<void> {
  await signInToConsole(page, server.url, account);
  await page.getByRole('link', { name: en['staff.nav.lists'] }).click();
  await page.getByRole('heading', { name: en['staff.lists.heading'], level: 1 }).waitFor();
}

/** Signs in and opens a page of the console from the navigation. */
async function openFromNav(account: { email: string; password: string }, link: string, heading: string) {
  await signInToConsole(page, server.url, account);
  await page.getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** axe at a laptop's width and a phone's. */
async function expectNoViolationsAtBothWidths(what: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoViolations(page, `${what} at ${width} px`);
  }
}

/** Presses `button` from the keyboard and reads the file it downloads. */
async function downloadByButton(button: Locator): Promise<{ name: string; data: Buffer }> {
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return { name: download.suggestedFilename(), data: await downloaded(download) };
}

/** Focuses `link` with the keyboard (Tab from the page's top until it has the focus), presses Enter, and reads the file. */
async function downloadByKeyboard(link: Locator): Promise<{ name: string; data: Buffer }> {
  await page
    .locator('h1')
    .first()
    .evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
  for (
    let presses = 0;
    presses < 40 && !(await link.evaluate((element) => element === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return { name: download.suggestedFilename(), data: await downloaded(download) };
}

describe('the Lists page', () => {
  it(
    'gives a viewer the dinner list and a meeting’s attendance list as PDF and CSV, by keyboard',
    async () => {
      await openLists(viewer);
      await expectNoViolations(page, 'lists, viewer');

      const dinnerCsv = await downloadByKeyboard(
        page.getByRole('link', { name: en[`staff.lists.extra.${extra.id}.csv` as keyof typeof en] }),
      );
      expect(dinnerCsv.name).toBe(`${extra.id}.csv`);
      const dinner = readCsvRecords(dinnerCsv.data.toString('utf8'));
      expect(
        dinner.map((record) => [record.Name, record[en[`staff.lists.extra.${extra.id}.followUp` as keyof typeof en]]]),
      ).toEqual([
        ['Ms Amina Listwalker', walkerFollowUp],
        ['Mr 歐陽晚宴', otherFollowUp],
      ]);
      const dinnerPdf = await downloadByKeyboard(
        page.getByRole('link', { name: en[`staff.lists.extra.${extra.id}.pdf` as keyof typeof en] }),
      );
      expect(dinnerPdf.name).toBe(`${extra.id}.pdf`);
      const dinnerText = await pdfText(dinnerPdf.data);
      expect(dinnerText).toContain('Amina Listwalker');
      expect(dinnerText).not.toContain('Neverarrived');

      const attendanceName = (format: string) =>
        en[`staff.lists.attendance.${format}` as keyof typeof en].replace('{meeting}', committeeName);
      const attendanceCsv = await downloadByKeyboard(page.getByRole('link', { name: attendanceName('csv') }));
      expect(attendanceCsv.name).toBe(`attendance-${committee.id}.csv`);
      const attendance = readCsvRecords(attendanceCsv.data.toString('utf8'));
      const walker = attendance.find((record) => record.Name === 'Ms Amina Listwalker');
      const never = attendance.find((record) => record.Name.includes('Neverarrived'));
      expect(Object.values(walker ?? {}).slice(3)).toEqual(
        committeeDays.map((_, index) => (index === 0 ? en['staff.lists.yes'] : en['staff.lists.no'])),
      );
      expect(Object.values(never ?? {}).slice(3)).toEqual(committeeDays.map(() => en['staff.lists.no']));
      const attendancePdf = await downloadByKeyboard(page.getByRole('link', { name: attendanceName('pdf') }));
      expect(attendancePdf.name).toBe(`attendance-${committee.id}.pdf`);
      expect(await pdfText(attendancePdf.data)).toContain('Neverarrived');
    },
    testTimeout,
  );

  it(
    "prints badges for everyone, for the list's filters and one by reference from the Badges page, by keyboard",
    async () => {
      await openFromNav(viewer, en['staff.nav.badges'], en['staff.badges.heading']);
      await expectNoViolationsAtBothWidths('badges');
      const everyone = page.getByRole('region', { name: en['staff.badges.everyone.heading'] });
      const all = await pdfText(
        (await downloadByButton(everyone.getByRole('button', { name: en['staff.badges.everyone.download'] }))).data,
      );
      expect(all).toContain('Listwalker');
      expect(all).toContain('Neverarrived');

      const filtered = page.getByRole('region', { name: en['staff.badges.filter.heading'] });
      await filtered.getByLabel(en['staff.filter.search']).fill('Listwalker');
      const some = await pdfText(
        (await downloadByButton(filtered.getByRole('button', { name: en['staff.badges.filter.download'] }))).data,
      );
      expect(some).toContain('Listwalker');
      expect(some).not.toContain('Neverarrived');

      await page.getByRole('radio', { name: en['staff.badges.layout.single'] }).check();
      const reprint = page.getByRole('region', { name: en['staff.badges.reprint.heading'] });
      await reprint.getByLabel(en['staff.badges.reprint.label']).fill(references.Neverarrived);
      const one = await downloadByButton(reprint.getByRole('button', { name: en['staff.badges.reprint.submit'] }));
      const oneText = await pdfText(one.data);
      expect(oneText).toContain('Neverarrived');
      expect(oneText).not.toContain('Listwalker');
      expect(oneText.split('\n')).toHaveLength(1);

      // A reference that names nobody is said on the page, by the field's form.
      await reprint.getByLabel(en['staff.badges.reprint.label']).fill(`${references.Neverarrived}9`);
      await reprint.getByRole('button', { name: en['staff.badges.reprint.submit'] }).press('Enter');
      await reprint.getByRole('alert').waitFor();
      await expectNoViolationsAtBothWidths('badges, a reference refused');
    },
    testTimeout,
  );

  it(
    'lets a manager see who gets a certificate, then issue them after a confirmation, by keyboard, once each',
    async () => {
      await openFromNav(manager, en['staff.nav.certificates'], en['staff.certificates.heading']);
      // The certificates' figures arrive after the page: wait for them, so axe sees the page whole.
      await page.getByText(/issued so far/).waitFor();
      await expectNoViolationsAtBothWidths('certificates, manager');

      const everyone = page.getByRole('region', { name: en['staff.certificates.choose.everyone.heading'] });
      await everyone.getByRole('button', { name: en['staff.certificates.preview'] }).press('Enter');
      const previewName = String(
        new IntlMessageFormat(en['staff.certificates.preview.heading'], 'en').format({ count: 2 }),
      );
      const shown = page.getByRole('region', { name: previewName });
      await shown.waitFor();
      expect(await shown.getByRole('rowheader').allTextContents()).toEqual(['Amina Listwalker', '歐陽晚宴']);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(previewName);
      await expectNoViolationsAtBothWidths('certificates, who gets one');

      await shown.getByRole('button', { name: en['staff.certificates.issue'] }).press('Enter');
      const question = shown.getByRole('group', { name: en['staff.certificates.confirm.heading'] });
      await question.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        en['staff.certificates.confirm.heading'],
      );
      await expectNoViolations(page, 'certificates to confirm');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en['staff.certificates.confirm.yes']);
      await page.keyboard.press('Enter');

      const done = (issued: number, already: number) =>
        String(new IntlMessageFormat(en['staff.certificates.done'], 'en').format({ issued, already, notCheckedIn: 0 }));
      await expect.poll(async () => (await page.getByRole('status').allTextContents()).join(' ')).toContain(done(2, 0));
      await expectNoViolations(page, 'certificates issued');

      // Asked again, by reference: nothing new is issued, and the preview says which certificate each has.
      const byReference = page.getByRole('region', { name: en['staff.certificates.choose.references.heading'] });
      await byReference.getByLabel(en['staff.certificates.references.label']).fill(references.Listwalker);
      await byReference.getByRole('button', { name: en['staff.certificates.preview'] }).press('Enter');
      const one = page.getByRole('region', {
        name: String(new IntlMessageFormat(en['staff.certificates.preview.heading'], 'en').format({ count: 1 })),
      });
      await one.getByText(/^Already issued: /).waitFor();
      await one.getByRole('button', { name: en['staff.certificates.issue'] }).press('Enter');
      await one.getByRole('button', { name: en['staff.certificates.confirm.yes'] }).press('Enter');
      const doneAgain = String(
        new IntlMessageFormat(en['staff.certificates.done'], 'en').format({ issued: 0, already: 1, notCheckedIn: 0 }),
      );
      await expect.poll(async () => (await page.getByRole('status').allTextContents()).join(' ')).toContain(doneAgain);
    },
    testTimeout,
  );
});
