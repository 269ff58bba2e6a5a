/**
 * The Check-in page on a phone held upright (390 px), in Chromium against the real server: by typed code, by name,
 * every answer, offline with the browser's own offline mode and back, a manager's undo; axe and the keyboard on each.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';

import en from '@schemas/messages/en.json';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { meetings } from '../../core/model/meetings';
import { fees } from '../../core/model/schemaData';
import { meetingsOfFee } from '../../core/rules/meetings';
import { launchChromium } from '../../scripts/support/chromium';
import { type RunningServer, spawnServer } from '../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';
import { badgeCodeFor } from '../../server/badges/badgeCode';
import { derivedKey, parseServerSecret } from '../../server/secrets/serverSecret';
import { firstDay, noonOf } from '../server/checkin/doorFixtures';
import { uniqueEmail, validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { StaffClient } from '../server/staff/staffClient';
import { migratedDataDir } from '../support/dataTemplate';
import { periods, registrationDay } from '../support/eventTimes';
import { expectNoViolations } from './support/axe';
import { writeBadgeVideo } from './support/badgeVideo';
import { builtSite } from './support/siteBuild';
import { addStaffAccounts } from './support/staffAccounts';
import { signInToConsole } from './support/staffSignIn';
import { testBrowser } from './support/testBrowser';

const testTimeout = 120_000;
const secretHex = 'c3'.repeat(32);
const key = derivedKey(parseServerSecret(secretHex)!, 'badge-code');
const manager = { email: 'door.manager@staff.example.org', password: 'door manager password 2025' };
const viewer = { email: 'door.viewer@staff.example.org', password: 'door viewer password 2025' };
const runTag = Date.now().toString(36);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let staffApi: StaffClient;

interface Delegate {
  id: number;
  reference: string;
  code: string;
  name: string;
  familyName: string;
}

/** A fee of the default payload's period and column, attending the first meeting day or not. */
function feeFor(attendsFirstDay: boolean): string {
  const base = fees.options.find((option) => option.value === validPayload(periods.first).fee_category)!;
  const option = fees.options.find(
    (candidate) =>
      candidate.period === base.period &&
      candidate.column === base.column &&
      meetingsOfFee(fees, meetings, candidate.value).some((meeting) => meeting.id === firstDay.meeting.id) ===
        attendsFirstDay,
  );
  if (!option) throw new Error('schemas/ has no such fee');
  return option.value;
}

async function register(
  familyName: string,
  then: 'pay' | 'cancel' | 'leave',
  attendsFirstDay = true,
  givenName?: string,
): Promise<Delegate> {
  const client = new Client(server.url);
  await client.handshake();
  const payload = validPayload(periods.first, {
    email: uniqueEmail(`door.${runTag}`),
    family_name: familyName,
    ...(givenName ? { given_name: givenName } : {}),
    fee_category: feeFor(attendsFirstDay),
    payment_method: 'bank',
  });
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status, await response.clone().text()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const listed = await staffApi.get(`/staff/api/registrations?q=${encodeURIComponent(reference)}`);
  const { rows } = (await listed.json()) as { rows: { id: number; feeAmount: number }[] };
  const { id, feeAmount } = rows[0];
  if (then !== 'leave') {
    const paid = await staffApi.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount: feeAmount,
      paidOn: registrationDay,
      bankReference: `BANK ${familyName}`,
    });
    expect(paid.status).toBe(200);
  }
  if (then === 'cancel') {
    expect((await staffApi.post(`/staff/api/registrations/${id}/cancel`, { reason: 'Cannot travel' })).status).toBe(
      200,
    );
  }
  const name = `${payload.title} ${payload.given_name} ${payload.family_name}`;
  return { id, reference, code: badgeCodeFor(key, reference), name, familyName };
}

const delegates: Record<string, Delegate> = {};
/** The door opens at noon of the first meeting day: the server's clock, and the phone's. */
const doorTime = noonOf(firstDay.day);
const temp = temporaryDirectory('seminar-checkin-browser-');
const dataDir = path.join(temp.dir, 'pglite');

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  cpSync(template, dataDir, { recursive: true });
  const env = { INVOICE_FONT: 'none', SERVER_SECRET: secretHex };
  // Delegates register while registration is open (the demo clock); the door's server then runs on a meeting day.
  [server, browser] = await Promise.all([spawnServer({ dataDir, staticDir, env }), testBrowser()]);
  await addStaffAccounts(dataDir, [
    [manager, 'manager'],
    [viewer, 'viewer'],
  ]);
  staffApi = new StaffClient(server.url);
  expect((await staffApi.signIn(manager.email, manager.password)).status).toBe(200);
  for (const [label, name, then, attends, given] of [
    ['first', 'Doorfirst', 'pay', true],
    ['byName', 'Namesearch', 'pay', true],
    ['cancelled', 'Cancelwood', 'cancel', true],
    ['unpaid', 'Unpaidson', 'leave', true],
    ['seminarOnly', 'Seminarly', 'pay', false],
    ['offlineA', 'Offlinea', 'pay', true],
    ['offlineB', 'Offlineb', 'pay', true],
    ['undo', 'Undoable', 'pay', true],
    ['chinese', '陳', 'pay', true, '美玲'],
    ['reloaded', 'Reloadson', 'pay', true],
    ['wrongClock', 'Clockwise', 'pay', true],
    ['camera', 'Camerashown', 'pay', true],
  ] as const) {
    delegates[label] = await register(name, then, attends, given);
  }
  await server.stop();
  server = await spawnServer({ dataDir, staticDir, env: { ...env, REGISTRATION_CLOCK: doorTime.toISOString() } });
  staffApi = new StaffClient(server.url);
  expect((await staffApi.signIn(manager.email, manager.password)).status).toBe(200);
}, 300_000);

// Stopping lets the server drain (SIGTERM, then SIGKILL after 5 s); on a busy machine that and closing Chromium exceed 10 s.
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  temp.remove();
}, 30_000);

// A new browser context takes seconds when the machine is busy.
beforeEach(async () => {
  // axe is injected as an inline script, which the CSP blocks; the staff pages use no inline code either way.
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 }, isMobile: true });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  // The phone's clock on the meeting day too (timers keep running): its scans fall inside the door's window.
  await page.clock.setFixedTime(doorTime);
}, 30_000);

afterEach(async () => {
  await context.close();
}, 30_000);

/** Signs in and opens Check-in from the navigation, on the first meeting day (today at the door). */
async function openCheckin(account: { email: string; password: string }): Promise<void> {
  await signInToConsole(page, server.url, account);
  await page.getByRole('link', { name: en['checkin.nav'] }).click();
  await page.getByRole('heading', { name: en['checkin.heading'], level: 1 }).waitFor();
  await page.getByLabel(en['checkin.day.label'], { exact: true }).selectOption(firstDay.day);
}

/** Types a code into the Code field and presses Enter, as a hand-held scanner does. */
async function typeCode(code: string): Promise<void> {
  await page.getByLabel(en['checkin.code.label'], { exact: true }).focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

async function expectAnswer(text: string | RegExp): Promise<void> {
  await expect.poll(async () => (await page.locator('#checkin-result').textContent())?.trim()).toMatch(text);
}

const meetingName = en[firstDay.meeting.label as keyof typeof en];

describe('Check-in at 390 px', () => {
  it(
    'checks a typed code in, then says already checked in with when and by whom; unknown, cancelled, not paid and other-meeting delegates are refused; axe finds nothing on any answer',
    async () => {
      await openCheckin(viewer);
      await expectNoViolations(page);
      await typeCode(delegates.first.code);
      await expectAnswer(en['checkin.answer.checkedIn']);
      await expect.poll(() => page.getByText(delegates.first.name).count()).toBe(1);
      // The Code field is ready for the next badge.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(
        await page.getByLabel(en['checkin.code.label'], { exact: true }).getAttribute('id'),
      );
      await expectNoViolations(page);
      await typeCode(delegates.first.code.toLowerCase());
      await expectAnswer(new RegExp(`by ${viewer.email.replace(/\./g, '\\.')}$`));
      await expectNoViolations(page);
      await typeCode(`${delegates.first.reference}.AAAAAAAAAAAAAAAA`);
      await expectAnswer(en['checkin.answer.unknownCode']);
      await expectNoViolations(page);
      await typeCode(delegates.cancelled.code);
      await expectAnswer(en['checkin.answer.cancelled']);
      await typeCode(delegates.unpaid.code);
      await expectAnswer(en['checkin.answer.notPaid']);
      await typeCode(delegates.seminarOnly.code);
      await expectAnswer(en['checkin.answer.notRegisteredToday'].replace('{meeting}', meetingName));
      await expectNoViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    },
    testTimeout,
  );

  it(
    'finds a delegate by name and checks them in by keyboard',
    async () => {
      await openCheckin(viewer);
      await page.getByLabel(en['checkin.search.label'], { exact: true }).focus();
      await page.keyboard.type(delegates.byName.familyName.slice(0, 6).toLowerCase());
      const button = page.getByRole('button', {
        name: en['checkin.search.checkIn'].replace('{name}', delegates.byName.name),
      });
      await button.waitFor();
      await expectNoViolations(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expectAnswer(en['checkin.answer.checkedIn']);
      // The answer takes the focus, so a screen reader reads it at once.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkin-result');
      await expectNoViolations(page);
    },
    testTimeout,
  );

  it(
    'finds a Chinese name however it is spaced, as the console does',
    async () => {
      await openCheckin(viewer);
      await page.getByLabel(en['checkin.search.label'], { exact: true }).fill('陳 美玲');
      await page.getByRole('button', { name: /陳美玲/ }).click();
      await expectAnswer(en['checkin.answer.checkedIn']);
      // The whole answer is in sight on the phone, however far down the list of names it was picked from.
      const card = await page.locator('.checkin-result').boundingBox();
      expect(card && card.y >= 0 && card.y + card.height <= 844, JSON.stringify(card)).toBe(true);
      const response = await staffApi.get(`/staff/api/checkin/registrations/${delegates.chinese.id}/scans`);
      expect(((await response.json()) as { scans: unknown[] }).scans).toHaveLength(1);
    },
    testTimeout,
  );

  it(
    'keeps working offline: scans are checked on the phone, kept, and recorded once when the network returns',
    async () => {
      await openCheckin(viewer);
      await context.setOffline(true);
      await page.getByText(en['checkin.queue.offline']).waitFor();
      await typeCode(delegates.offlineA.code);
      await expectAnswer(en['checkin.answer.checkedIn']);
      await page.getByText(en['checkin.answer.pending']).waitFor();
      await typeCode(delegates.offlineB.code);
      await expectAnswer(en['checkin.answer.checkedIn']);
      // The same badge again, still offline: the phone knows it already.
      await typeCode(delegates.offlineA.code);
      await expectAnswer(new RegExp(`by ${viewer.email.replace(/\./g, '\\.')}$`));
      await page.getByText('2 scans waiting to be sent.').waitFor();
      await expectNoViolations(page);
      await context.setOffline(false);
      await page.getByText('2 scans kept offline were recorded.').waitFor();
      await page.getByText('2 scans waiting to be sent.').waitFor({ state: 'detached' });
      for (const delegate of [delegates.offlineA, delegates.offlineB]) {
        const response = await staffApi.get(`/staff/api/checkin/registrations/${delegate.id}/scans`);
        const { scans } = (await response.json()) as { scans: { staffEmail: string; day: string }[] };
        expect(scans).toEqual([expect.objectContaining({ staffEmail: viewer.email, day: firstDay.day })]);
      }
      // A reload sends nothing again.
      await page.reload();
      await page.getByRole('heading', { name: en['checkin.heading'], level: 1 }).waitFor();
      await page.getByText(/delegates on this phone/).waitFor();
      const again = await staffApi.get(`/staff/api/checkin/registrations/${delegates.offlineA.id}/scans`);
      expect(((await again.json()) as { scans: unknown[] }).scans).toHaveLength(1);
    },
    testTimeout,
  );

  it(
    'opens again without the network after a first visit, checks in there, and records the scan once when back',
    async () => {
      await openCheckin(viewer);
      await page.getByText(en['checkin.offlineReady']).waitFor();
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: en['checkin.heading'], level: 1 }).waitFor();
      await page.getByText(en['checkin.queue.offline']).waitFor();
      await typeCode(delegates.reloaded.code);
      await expectAnswer(en['checkin.answer.checkedIn']);
      await page.getByText(en['checkin.answer.pending']).waitFor();
      await context.setOffline(false);
      await page.getByText('1 scan kept offline was recorded.').waitFor();
      const scansOf = async () => {
        const response = await staffApi.get(`/staff/api/checkin/registrations/${delegates.reloaded.id}/scans`);
        return ((await response.json()) as { scans: { staffEmail: string; day: string }[] }).scans;
      };
      expect(await scansOf()).toEqual([expect.objectContaining({ staffEmail: viewer.email, day: firstDay.day })]);
      await page.reload();
      await page.getByText(/delegates on this phone/).waitFor();
      expect(await scansOf()).toHaveLength(1);
    },
    testTimeout,
  );

  it(
    "stamps a scan with the server's time on a phone whose clock is a day out",
    async () => {
      await page.clock.setFixedTime(new Date(doorTime.getTime() + 86_400_000));
      await openCheckin(viewer);
      await typeCode(delegates.wrongClock.code);
      await expectAnswer(en['checkin.answer.checkedIn']);
      const response = await staffApi.get(`/staff/api/checkin/registrations/${delegates.wrongClock.id}/scans`);
      const { scans } = (await response.json()) as { scans: { scannedAt: string }[] };
      expect(scans.map((scan) => scan.scannedAt)).toEqual([doorTime.toISOString()]);
    },
    testTimeout,
  );

  it(
    'lets a manager undo a check-in by keyboard, after which the badge checks in again',
    async () => {
      await openCheckin(manager);
      await typeCode(delegates.undo.code);
      await expectAnswer(en['checkin.answer.checkedIn']);
      await expectNoViolations(page);
      await page.getByRole('button', { name: en['checkin.undo'] }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(en['checkin.undone'].replace('{name}', delegates.undo.name)).first().waitFor();
      await typeCode(delegates.undo.code);
      await expectAnswer(en['checkin.answer.checkedIn']);
    },
    testTimeout,
  );

  it(
    "checks in a badge shown to the camera, read by the worker's decoder where the browser has no BarcodeDetector, offline after a first visit that never started the camera",
    async () => {
      const video = path.join(temp.dir, 'badge.y4m');
      writeBadgeVideo(video, delegates.camera.code);
      const cameraBrowser = await launchChromium({
        args: [
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const cameraContext = await cameraBrowser.newContext({
          bypassCSP: true,
          viewport: { width: 390, height: 844 },
          isMobile: true,
        });
        cameraContext.setDefaultTimeout(20_000);
        // Whatever this Chromium offers, the page must take the decoder path: the browsers without the detector.
        await cameraContext.addInitScript(() => {
          delete (window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector;
        });
        page = await cameraContext.newPage();
        await page.clock.setFixedTime(doorTime);
        const workers: string[] = [];
        page.on('worker', (worker) => workers.push(worker.url()));
        await openCheckin(viewer);
        // The first visit never starts the camera; the door then loses its network and the page is opened again.
        await page.getByText(en['checkin.offlineReady']).waitFor();
        await cameraContext.setOffline(true);
        await page.reload();
        await page.getByText(en['checkin.queue.offline']).waitFor();
        const start = page.getByRole('button', { name: en['checkin.camera.start'] });
        await start.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: en['checkin.camera.stop'], pressed: true }).waitFor();
        await page.getByLabel(en['checkin.camera.video'], { exact: true }).waitFor();
        const answer = page.getByRole('region', { name: en['checkin.answer.checkedIn'] });
        await answer.waitFor({ timeout: 60_000 });
        await answer.getByText(delegates.camera.name, { exact: true }).waitFor();
        await answer.getByText(delegates.camera.reference, { exact: true }).waitFor();
        await page.getByText(en['checkin.answer.pending']).waitFor();
        await cameraContext.setOffline(false);
        await page.getByText('1 scan kept offline was recorded.').waitFor();
        expect(
          workers.some((url) => /qrDecodeWorker/.test(url)),
          workers.join(', '),
        ).toBe(true);
        await expectNoViolations(page);
        const response = await staffApi.get(`/staff/api/checkin/registrations/${delegates.camera.id}/scans`);
        const { scans } = (await response.json()) as { scans: { method: string; staffEmail: string }[] };
        // Read once although the badge stays in front of the camera.
        expect(scans).toEqual([expect.objectContaining({ method: 'code', staffEmail: viewer.email })]);
        await page.getByRole('button', { name: en['checkin.camera.stop'] }).click();
        await cameraContext.close();
      } finally {
        await cameraBrowser.close();
      }
    },
    testTimeout,
  );
});
