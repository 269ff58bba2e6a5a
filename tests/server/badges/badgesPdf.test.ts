import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { badgeLayout } from '../../../core/model/badgeLayout';
import { meetings } from '../../../core/model/meetings';
import { fees } from '../../../core/model/schemaData';
import { meetingsOfFee } from '../../../core/rules/meetings';
import { fitName } from '../../../server/badges/fitName';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { paidRegistration } from '../checkin/doorFixtures';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';

let database: TestDatabase;
let server: TestServer;
let viewer: StaffClient;

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    serverSecret: randomBytes(32),
    badgeFont: loadInvoiceFont(undefined),
  });
  viewer = await signedIn(server.baseUrl, staff, 'viewer');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function badges(query: string): Promise<{ text: string; pages: number }> {
  const response = await viewer.get(`/staff/api/badges.pdf${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const data = Buffer.from(await response.arrayBuffer());
  const text = await pdfText(data);
  return { text, pages: text.split('\n').length };
}

const collapse = (text: string) => text.replace(/\s+/g, '');

describe('the badges PDF', () => {
  it('prints paid delegates only, names in Latin and Chinese, organisation, region and the meetings band', async () => {
    const latin = await paidRegistration(database.store, { family_name: 'Oyelaran-Whitfield', given_name: 'Adaeze' });
    const chinese = await paidRegistration(database.store, { family_name: '歐陽', given_name: '志明' });
    const unpaid = await keep(database.store, { family_name: 'Notyetpaid' });
    const { text } = await badges('');
    expect(text).toContain('Oyelaran-Whitfield');
    expect(collapse(text)).toContain('歐陽');
    expect(text).not.toContain('Notyetpaid');
    expect(text).toContain(latin.organizationName);
    expect(text).toContain(chinese.region);
    const band = meetingsOfFee(fees, meetings, latin.feeCategory)
      .map((meeting) => englishMessages[meeting.label])
      .join(englishMessages[badgeLayout.band.separator]);
    expect(text).toContain(band);
    expect(text).toContain(latin.reference!);
    expect(unpaid.id).toBeGreaterThan(0);
  });

  it('prints a selection one badge a page for badge printers', async () => {
    const first = await paidRegistration(database.store, { family_name: 'Selectedone' });
    const second = await paidRegistration(database.store, { family_name: 'Selectedtwo' });
    const { text, pages } = await badges(`?ids=${first.id},${second.id}&sheet=single`);
    expect(pages).toBe(2);
    expect(text).toContain('Selectedone');
    expect(text).toContain('Selectedtwo');
  });

  it('prints a Chinese name family name first without a space, the title as the language writes it', async () => {
    const chinese = await paidRegistration(database.store, { family_name: '司徒', given_name: '嘉儀', title: 'Ms' });
    const latin = await paidRegistration(database.store, {
      family_name: 'Lindqvist',
      given_name: 'Sofia',
      title: 'Ms',
    });
    const english = collapse((await badges(`?ids=${chinese.id},${latin.id}`)).text);
    expect(english).toContain('Ms司徒嘉儀');
    expect(english).not.toContain('嘉儀司徒');
    expect(english).toContain('MsSofiaLindqvist');
    const chineseBadges = collapse((await badges(`?ids=${chinese.id}&lang=zh-Hant`)).text);
    expect(chineseBadges).toContain('司徒嘉儀女士');
  });

  it('shrinks then wraps a name that does not fit, never cutting it', async () => {
    const longName = 'Maximiliana Konstantinopoulou-Vandenberghe-Oyelaran';
    const registration = await paidRegistration(database.store, { family_name: longName, given_name: 'Anastasia' });
    const { text } = await badges(`?ids=${registration.id}&sheet=single`);
    expect(collapse(text)).toContain(collapse(`Anastasia ${longName}`));
  });

  it('refuses ids or a sheet it cannot use with a 400', async () => {
    for (const query of ['?ids=1;2', '?ids=abc', '?sheet=A3']) {
      expect((await viewer.get(`/staff/api/badges.pdf${query}`)).status).toBe(400);
    }
  });
});

describe('fitting a name', () => {
  // A stand-in font: every character 0.5 em wide; wrapping fills lines of whole characters.
  const measure = (text: string) => ({
    width: (size: number) => text.length * size * 0.5,
    height: (size: number, width: number) => Math.ceil((text.length * size * 0.5) / width) * size * 1.2,
  });
  const rules = { largestPt: 22, smallestPt: 10, maxLines: 3 };
  const box = { width: 200, height: 90 };

  it('keeps a short name at the largest size on one line', () => {
    expect(fitName(measure('Ann Lee'), box, rules)).toEqual({ size: 22, wraps: false });
  });

  it('shrinks a longer name on one line before wrapping it', () => {
    const fit = fitName(measure('Adaeze Oyelaran-Whitfield'), box, rules);
    expect(fit.wraps).toBe(false);
    expect(fit.size).toBeLessThan(22);
    expect(fit.size).toBeGreaterThanOrEqual(10);
  });

  it('wraps a name too long for one line at the smallest size, and shrinks below it rather than cut', () => {
    const long = fitName(measure('x'.repeat(60)), box, rules);
    expect(long.wraps).toBe(true);
    expect(measure('x'.repeat(60)).height(long.size, box.width)).toBeLessThanOrEqual(box.height);
    const huge = fitName(measure('x'.repeat(400)), box, rules);
    expect(huge.wraps).toBe(true);
    expect(huge.size).toBeLessThan(10);
    expect(measure('x'.repeat(400)).height(huge.size, box.width)).toBeLessThanOrEqual(box.height);
  });
});
