/** Who gets a certificate, shown before issuing: by reference or by the list's filters; and what its e-mail leads with. */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CertificateIssueSummary, CertificatePreview } from '../../../core/api/certificateTypes';
import { englishMessages } from '../../../core/i18n/messages';
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { meetingDays } from '../../../core/rules/meetings';
import { sqlCertificateStore } from '../../../server/certificates/sqlCertificateStore';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { composeMessage } from '../../../server/mail/composeMessage';
import { definitionOf } from '../../../server/mail/messageKinds';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { senderLinks } from '../helpers/senderLinks';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { afterLastDay, certificateMails, checkedIn } from './certificateFixtures';

const siteUrl = 'https://seminar.example.org';
const [firstDay] = meetingDays(event, meetings[0]);

let database: TestDatabase;
let server: TestServer;
let viewer: StaffClient;
let manager: StaffClient;

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    certificateStore: sqlCertificateStore(database.db),
    serverSecret: randomBytes(32),
    siteUrl,
    clock: () => afterLastDay,
  });
  [viewer, manager] = await Promise.all([
    signedIn(server.baseUrl, staff, 'viewer'),
    signedIn(server.baseUrl, staff, 'manager'),
  ]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function preview(query: Record<string, string>): Promise<CertificatePreview> {
  const response = await viewer.get(`/staff/api/certificates/preview?${new URLSearchParams(query).toString()}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CertificatePreview;
}

async function issue(body: Record<string, string>): Promise<CertificateIssueSummary> {
  const response = await manager.post('/staff/api/certificates/issue', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CertificateIssueSummary;
}

describe('certificates by reference and by filter', () => {
  it('previews, then issues, to the references named: who was checked in gets one, the rest are said apart', async () => {
    const chosen = await checkedIn(database.store, database.db, [firstDay], { family_name: 'Chosenwell' });
    const absent = await checkedIn(database.store, database.db, [], { family_name: 'Neverscanned' });
    const other = await checkedIn(database.store, database.db, [firstDay]);
    const unknown = `${chosen.reference!}9`;
    const references = `${chosen.reference!.toLowerCase()}, ${absent.reference!} ${unknown}`;
    const shown = await preview({ references });
    expect(shown.recipients).toEqual([
      { reference: chosen.reference, name: expect.stringContaining('Chosenwell'), days: [firstDay], certificate: null },
    ]);
    expect(shown.notCheckedIn).toEqual([absent.reference]);
    expect(shown.unknown).toEqual([unknown]);

    const summary = await issue({ references });
    expect(summary.issued).toHaveLength(1);
    expect(summary.notCheckedIn).toEqual([absent.id]);
    expect(summary.unknown).toEqual([unknown]);
    expect(await certificateMails(database.db, chosen.id)).toBe(1);
    expect(await certificateMails(database.db, other.id)).toBe(0);
    expect((await preview({ references: chosen.reference! })).recipients[0].certificate).toBe(summary.issued[0]);
  });

  it("issues to those the registrations list's filters find", async () => {
    const tag = `Certfilter${Date.now().toString(36)}`;
    const found = await checkedIn(database.store, database.db, [firstDay], { family_name: tag });
    const elsewhere = await checkedIn(database.store, database.db, [firstDay]);
    expect((await preview({ q: tag })).recipients.map((recipient) => recipient.reference)).toEqual([found.reference]);
    expect((await issue({ q: tag })).issued).toHaveLength(1);
    expect(await certificateMails(database.db, elsewhere.id)).toBe(0);
  });

  it('refuses references or filters it cannot read with a 422 naming the field, never a 5xx', async () => {
    const bodies: Record<string, string>[] = [{ references: '<b>' }, { state: 'lost' }, { q: 'x'.repeat(201) }];
    for (const body of bodies) {
      const response = await manager.post('/staff/api/certificates/issue', body);
      expect(response.status).toBe(422);
      const { errors, errorTexts } = (await response.json()) as {
        errors: Record<string, string[]>;
        errorTexts: Record<string, { key: string }[]>;
      };
      expect(Object.keys(errors)).toEqual(Object.keys(body));
      // Each by key too, what the field should hold.
      expect(Object.values(errorTexts).flat()[0]?.key).toMatch(/^staff\.api\.selection\./);
      expect((await viewer.get(`/staff/api/certificates/preview?${new URLSearchParams(body)}`)).status).toBe(422);
    }
  });

  it('leads the e-mail with the certificate, and its page link offers nothing to pay, change or cancel', async () => {
    const delegate = await checkedIn(database.store, database.db, [firstDay]);
    await issue({ references: delegate.reference! });
    const detail = (await database.store.findRegistration(delegate.id))!;
    const message = detail.messages.find((item) => item.kind === 'attendance_certificate')!;
    const composed = await composeMessage(
      definitionOf(message.kind),
      { ...message, language: 'en' },
      detail,
      await database.store.ledgerOf(detail.id),
      {
        font: loadInvoiceFont(undefined),
        ...senderLinks(siteUrl),
        siteUrl,
      },
    );
    const at = (key: string) => composed.text.indexOf(englishMessages[key]);
    expect(at('email.certificate.intro')).toBeGreaterThan(0);
    expect(at('email.certificate.intro')).toBeLessThan(at('email.pageLink.label'));
    expect(at('email.pageLink.noteCertificate')).toBeGreaterThan(at('email.pageLink.label'));
    expect(at('email.pageLink.note')).toBe(-1);
  });
});
