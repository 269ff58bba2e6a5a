// @vitest-environment node
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
import { launchChromium } from '../../scripts/support/chromium';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';
import { openPgliteDatabase } from '../../server/db/pgliteDatabase';
import { sqlStore } from '../../server/store/sqlStore';
import { checkedIn, lastDay } from '../server/certificates/certificateFixtures';
import { pdfText } from '../server/helpers/smtpSink';
import { readCsvRecords } from '../server/staff/readCsv';
import { runStaffCli } from '../server/staff/runStaffCli';
import { migratedDataDir } from '../support/dataTemplate';
import { extra } from '../support/eventExtra';
import { addDays, eventInstant } from '../support/eventTimes';
import { expectNoViolations } from './support/axe';
import { downloaded } from './support/delegatePageTexts';
import { builtSite } from './support/siteBuild';
import { signInToConsole } from './support/staffSignIn';

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

/** Paid delegates in a copy of the migrated database: two at the dinner, two checked in at the Committee Meeting. */
async function seededDataDir(template: string): Promise<string> {
  seeded = temporaryDirectory('seminar-lists-seed-');
  const dir = path.join(seeded.dir, 'pglite');
  cpSync(template, dir, { recursive: true });
  const db = await openPgliteDatabase(dir);
  try {
    const store = sqlStore(db);
    await checkedIn(store, db, [committeeDays[0]], {
      title: 'Ms',
      family_name: 'Listwalker',
      given_name: 'Amina',
      join_gala_dinner: 'Yes',
      dietary_preference: 'Halal',
    });
    await checkedIn(store, db, committeeDays, {
      title: 'Mr',
      family_name: '歐陽',
      given_name: '晚宴',
      join_gala_dinner: 'Yes',
      dietary_preference: 'Vegetarian',
    });
    await checkedIn(store, db, [], { family_name: 'Neverarrived', join_gala_dinner: 'No' });
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
    launchChromium(),
  ]);
  for (const [account, role] of [
    [manager, 'manager'],
    [viewer, 'viewer'],
  ] as const) {
    const added = await runStaffCli(['add', account.email, '--role', role], { dataDir, password: account.password });
    expect(added.stdout, added.stderr).toBe(`Added ${account.email} as ${role}.\n`);
  }
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
  // The certificates' figures arrive after the page: wait for them, so axe sees the page whole.
  await page.getByText(/issued so far/).waitFor();
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
      expect(await page.getByText(en['staff.certificates.managersOnly']).count()).toBe(1);

      const dinnerCsv = await downloadByKeyboard(
        page.getByRole('link', { name: en[`staff.lists.extra.${extra.id}.csv` as keyof typeof en] }),
      );
      expect(dinnerCsv.name).toBe(`${extra.id}.csv`);
      const dinner = readCsvRecords(dinnerCsv.data.toString('utf8'));
      expect(
        dinner.map((record) => [record.Name, record[en[`staff.lists.extra.${extra.id}.followUp` as keyof typeof en]]]),
      ).toEqual([
        ['Ms Amina Listwalker', 'Halal'],
        ['Mr 歐陽晚宴', 'Vegetarian'],
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
        committeeDays.map((_, index) => (index === 0 ? 'Yes' : 'No')),
      );
      expect(Object.values(never ?? {}).slice(3)).toEqual(committeeDays.map(() => 'No'));
      const attendancePdf = await downloadByKeyboard(page.getByRole('link', { name: attendanceName('pdf') }));
      expect(attendancePdf.name).toBe(`attendance-${committee.id}.pdf`);
      expect(await pdfText(attendancePdf.data)).toContain('Neverarrived');
    },
    testTimeout,
  );

  it(
    'lets a manager issue the certificates after a confirmation, by keyboard, once each',
    async () => {
      await openLists(manager);
      const section = page.getByRole('region', { name: en['staff.certificates.heading'] });
      await expectNoViolations(page, 'certificates, manager');

      // Empty registration numbers: everyone checked in. Enter submits; the question takes the focus.
      await section.getByLabel(en['staff.certificates.ids.label']).focus();
      await page.keyboard.press('Enter');
      const question = section.getByRole('group', { name: en['staff.certificates.confirm.heading'] });
      await question.waitFor();
      expect(await question.getByText(en['staff.certificates.confirm.all']).count()).toBe(1);
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

      // Asked again: nothing new is issued.
      await section.getByLabel(en['staff.certificates.ids.label']).focus();
      await page.keyboard.press('Enter');
      await question.getByRole('button', { name: en['staff.certificates.confirm.yes'] }).press('Enter');
      await expect.poll(async () => (await page.getByRole('status').allTextContents()).join(' ')).toContain(done(0, 2));
    },
    testTimeout,
  );
});
