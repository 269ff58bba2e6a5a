/**
 * The genuine verification pages, walked in each Chinese language: an invitation letter a manager approved and an
 * attendance certificate a manager issued, both made through the delegate's and the staff's APIs as the real pages
 * make them, with the delegate's own page that lists them. None may show an English word beyond the names of the
 * event's files and of the delegate; axe-core finds nothing on any of them. The console's history of a payment
 * reminder the server sent by itself shows its "system" actor in Chinese too.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../core/api/delegateTypes';
import type { RegistrationAnswer } from '../../core/api/staffTypes';
import type { StaffVisaList } from '../../core/api/visaLetterTypes';
import { delegatePagePath } from '../../core/paths/delegatePaths';
import { visaCheckPath } from '../../core/paths/visaLetterPaths';
import { type RunningServer, spawnServer } from '../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';
import { afterLastDay } from '../server/certificates/certificateFixtures';
import { feeFor, firstDay, noonOf } from '../server/checkin/doorFixtures';
import { eventually } from '../server/helpers/eventually';
import { uniqueEmail, validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { StaffClient } from '../server/staff/staffClient';
import { validRequest } from '../server/visaLetters/visaFixtures';
import { migratedDataDir } from '../support/dataTemplate';
import { periods, registrationDay } from '../support/eventTimes';
import { chineseWalk } from './support/chineseWalk';
import { say } from './support/delegatePageTexts';
import { builtSite } from './support/siteBuild';
import { testBrowser } from './support/testBrowser';

const testTimeout = 180_000;
const languages = ['zh-Hant', 'zh-Hans'] as const;
type Chinese = (typeof languages)[number];
const secretHex = 'd4'.repeat(32);
const manager = { email: 'verify.manager@staff.example.org', password: 'verify manager passphrase 2025' };
/** The delegate as they typed their registration and their passport, shown as written. */
const typed = { family_name: 'Walker', given_name: 'Lin', post_title: 'Inspector' };
const passport = validRequest();
/** The family name of the delegate who never pays. */
const unpaidFamilyName = 'Unpaidwalker';

const temp = temporaryDirectory('seminar-verification-browser-');
const dataDir = path.join(temp.dir, 'pglite');
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/**
 * What the seeding made: the attending delegate's link, their letter's verification code and certificate's identifier;
 * the registration the system reminded.
 */
const issued = { token: '', visaCode: '', certificate: '', unpaid: 0 };

async function signedInManager(): Promise<StaffClient> {
  const staff = new StaffClient(server.url);
  expect((await staff.signIn(manager.email, manager.password)).status).toBe(200);
  return staff;
}

/** The verification code the letter's e-mail carries, read from the local mailbox once the e-mail is there. */
async function visaCodeFromMailbox(staff: StaffClient, email: string): Promise<string> {
  const codeIn = async () => {
    const list = await (await staff.get('/staff/mailbox')).text();
    const ids = [...list.matchAll(/<td[^>]*>([^<]*)<\/td><td[^>]*><a href="\/staff\/mailbox\/(\d+)/g)]
      .filter(([, recipient]) => recipient === email)
      .map(([, , id]) => id);
    for (const id of ids) {
      const message = await (await staff.get(`/staff/mailbox/${id}`)).text();
      const code = new RegExp(`${visaCheckPath}\\?code=([A-Za-z0-9-]+)`).exec(message)?.[1];
      if (code) return code;
    }
    return '';
  };
  const code = await eventually(codeIn, (found) => found !== '');
  expect(code, 'the visa letter e-mail in the mailbox').not.toBe('');
  return code;
}

/** Registers by bank transfer as a page in Traditional Chinese sends it: the registration's id, reference and link. */
async function registered(delegate: Client, staff: StaffClient, family_name: string) {
  const payload = validPayload(periods.first, {
    ...typed,
    family_name,
    email: uniqueEmail(`verification.${family_name.toLowerCase()}`),
    payment_method: 'bank',
    fee_category: feeFor(firstDay.meeting.id).value,
  });
  const response = await delegate.postJson('/web/registrations', payload, inTraditional);
  expect(response.status, await response.clone().text()).toBe(201);
  const { reference, token } = (await response.json()) as { reference: string; token: string };
  const listed = await staff.get(`/staff/api/registrations?q=${encodeURIComponent(reference)}`);
  const [{ id, feeAmount }] = ((await listed.json()) as { rows: { id: number; feeAmount: number }[] }).rows;
  return { id, reference, token, feeAmount, email: payload.email };
}

const inTraditional = { headers: { 'content-language': 'zh-Hant' } };

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  cpSync(template, dataDir, { recursive: true });
  // One secret for the three runs of the server: the delegate's link keeps working across them.
  const env = { SERVER_SECRET: secretHex, MAIL_POLL_SECONDS: '1' };
  const restartAt = async (instant: Date) => {
    await server.stop();
    server = await spawnServer({ dataDir, staticDir, env: { ...env, REGISTRATION_CLOCK: instant.toISOString() } });
    return signedInManager();
  };

  // While registration is open (the demo clock): two delegates register in Traditional Chinese; a manager books the
  // first one's transfer, that delegate asks for an invitation letter and a manager approves it. The second never pays.
  [server, browser] = await Promise.all([spawnServer({ dataDir, staticDir, env }), testBrowser()]);
  const added = await runStaffCli(['add', manager.email, '--role', 'manager'], { dataDir, password: manager.password });
  expect(added.stdout, added.stderr).toBe(`Added ${manager.email} as manager.\n`);
  let staff = await signedInManager();
  const delegate = new Client(server.url);
  await delegate.handshake();
  const attending = await registered(delegate, staff, typed.family_name);
  const unpaid = await registered(delegate, staff, unpaidFamilyName);
  issued.token = attending.token;
  issued.unpaid = unpaid.id;
  const paid = { amount: attending.feeAmount, paidOn: registrationDay, bankReference: `BANK ${attending.reference}` };
  expect((await staff.post(`/staff/api/registrations/${attending.id}/confirm-payment`, paid)).status).toBe(200);
  const asked = await delegate.postJson(`/web/delegate/${attending.token}/visa-letter`, passport, inTraditional);
  expect(asked.status, await asked.clone().text()).toBe(200);
  const requests = (await (await staff.get('/staff/api/visa-letters')).json()) as StaffVisaList;
  const requestId = requests.rows.find((row) => row.registrationId === attending.id)?.id;
  expect((await staff.post(`/staff/api/visa-letters/${requestId}/approve`, {})).status).toBe(200);
  issued.visaCode = await visaCodeFromMailbox(staff, attending.email);

  // Noon of the first meeting day: the door scans the first delegate, and the server's reminders remind the second
  // one of the unpaid transfer by themselves (the history's "system" actor).
  const doorTime = noonOf(firstDay.day);
  staff = await restartAt(doorTime);
  const scan = { scanId: `verification-${attending.id}`, registrationId: attending.id, day: firstDay.day };
  const scanned = await staff.post('/staff/api/checkin/scans', {
    scans: [{ ...scan, scannedAt: doorTime.toISOString() }],
  });
  expect(await scanned.json()).toMatchObject({ results: [{ answer: { kind: 'checkedIn' } }] });
  const reminded = await eventually(
    async () => (await (await staff.get(`/staff/api/registrations/${unpaid.id}`)).json()) as RegistrationAnswer,
    (answer) => answer.registration.history.some((entry) => entry.actor === 'system'),
  );
  expect(reminded.registration.history.map((entry) => entry.actor)).toContain('system');

  // The morning after the last day: a manager issues the certificates.
  staff = await restartAt(afterLastDay);
  const certificates = await staff.post('/staff/api/certificates/issue', {});
  expect(((await certificates.json()) as { issued: string[] }).issued).toHaveLength(1);
  const view = (await (await new Client(server.url).get(`/web/delegate/${attending.token}`)).json()) as DelegateView;
  issued.certificate = view.certificate?.identifier ?? '';
  expect(issued.certificate).not.toBe('');
}, 3 * testTimeout);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  temp.remove();
}, 30_000);

function address(path: string, language: Chinese): string {
  const url = new URL(path, server.url);
  url.searchParams.set('lang', language);
  return url.href;
}

const walk = chineseWalk(() => page, [...Object.values(typed), unpaidFamilyName, passport.passportName]);

describe.each(languages)('In %s', (language) => {
  const t = (key: string, values: Record<string, string> = {}) => say(language, key, values);

  beforeEach(async () => {
    walk.clear();
    // axe is injected as an inline script, which the pages' CSP rightly refuses.
    context = await browser.newContext({ bypassCSP: true });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it(
    "shows no English on a genuine letter's and certificate's checks, nor on the delegate's page that lists them",
    async () => {
      await page.goto(address(`${visaCheckPath}?code=${encodeURIComponent(issued.visaCode)}`, language));
      await page.getByText(t('delegate.visaCheck.genuine')).waitFor();
      await walk.walked('the visa letter check, a genuine letter');

      await page.goto(address(`/certificates/${issued.certificate}`, language));
      await page.getByText(t('certificate.verify.attended')).waitFor();
      await walk.walked('the certificate check, a genuine certificate');

      await page.goto(address(delegatePagePath(issued.token), language));
      await page.getByRole('heading', { level: 2, name: t('delegate.certificate.heading') }).waitFor();
      await walk.walked("the delegate's page, with the letter and the certificate");

      expect(walk.report(), `English on ${language} pages`).toBe('');
    },
    testTimeout,
  );

  it(
    "shows no English in the console's history of a registration the system reminded by itself",
    async () => {
      await page.goto(address('/staff', language));
      await page.getByLabel(t('staff.signIn.email'), { exact: true }).fill(manager.email);
      await page.getByLabel(t('staff.signIn.password'), { exact: true }).fill(manager.password);
      await page.getByRole('button', { name: t('staff.signIn.submit') }).click();
      await page.getByRole('heading', { level: 1, name: t('staff.list.heading') }).waitFor();
      await page.goto(address(`/staff/registrations/${issued.unpaid}`, language));
      await page.getByText(t('staff.actor.system')).first().waitFor();
      await walk.walked('a registration with a reminder the system sent');

      expect(walk.report(), `English on ${language} console pages`).toBe('');
    },
    testTimeout,
  );
});
