/**
 * The staff API names each refusal by catalogue key beside the English the contract requires, and the console words
 * it in its own language from the key: a Chinese console shows Chinese refusals, no English parsed back.
 */
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isKeyedText, type KeyedRefusal, type KeyedText } from '../../../core/api/keyedText';
import { sqlBankCredits } from '../../../server/bankImport/bankCredits';
import { fixedClock } from '../../../server/clock';
import { englishOf } from '../../../server/http/keyedRefusal';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { refusalFieldErrors, refusalMessage } from '../../../src/api/keyedRefusal';
import type { StaffErrorBody } from '../../../src/staff/staffApi';
import { englishStaffCatalogue, loadStaffCatalogue } from '../../../src/staff/staffCatalogue';
import { periods } from '../../support/eventTimes';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from './staffClient';

let database: TestDatabase;
let server: TestServer;
let manager: StaffClient;
let registrationId: string;

beforeAll(async () => {
  database = await openTestPglite();
  const staffStore = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore,
    bankCredits: sqlBankCredits(database.db),
    clock: fixedClock(new Date(instants.earlyBird)),
  });
  manager = await signedIn(server.baseUrl, staffStore, 'manager');
  const visitor = new Client(server.baseUrl);
  await visitor.handshake();
  const registered = await visitor.postJson(
    '/web/registrations',
    validPayload(periods.first, { email: uniqueEmail('keyed') }),
  );
  expect(registered.status).toBe(201);
  registrationId = ((await registered.json()) as { token: string }).token.split('.')[0];
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** A bank refund as the console records it, with `changes`. */
function refundPaid(changes: Record<string, unknown>): Record<string, unknown> {
  return { amount: 1, paidOn: instants.earlyBird.slice(0, 10), bankReference: 'REF-1', ...changes };
}

/** Every key a keyed text names, its labels' included. */
function keysOf(text: KeyedText): string[] {
  return [text.key, ...Object.values(text.values ?? {}).flatMap((value) => (isKeyedText(value) ? keysOf(value) : []))];
}

async function refused(path: string, body: unknown, status: number): Promise<StaffErrorBody & KeyedRefusal> {
  const response = await manager.post(path, body);
  expect(response.status).toBe(status);
  return (await response.json()) as StaffErrorBody;
}

describe('a refusal of the staff API', () => {
  it('names its message and each field message by key, worded in English as the answer says', async () => {
    const body = await refused(`/staff/api/registrations/${registrationId}/cancel`, { message: '' }, 422);
    expect(body.messageText).toEqual({
      key: 'staff.api.field.required',
      values: { label: { key: 'staff.api.label.messageToDelegate' } },
    });
    expect(body.message).toBe(englishOf(body.messageText!));
    expect(body.errors).toEqual({ message: [body.message] });
    expect(body.errorTexts).toEqual({ message: [body.messageText] });
    expect(refusalMessage(body, intlOf(englishStaffCatalogue))).toBe(body.message);
  });

  it.each(['zh-Hant', 'zh-Hans'] as const)('is shown in %s by a console in that language', async (locale) => {
    const catalogue = await loadStaffCatalogue(locale);
    const t = intlOf(catalogue);
    const answers = [
      await refused(`/staff/api/registrations/${registrationId}/cancel`, { message: 'x'.repeat(501) }, 422),
      await refused('/staff/api/registrations/999999/cancel', { message: 'Moved' }, 404),
      await refused('/staff/api/credits/decisions', { entryKey: 'none', decision: 'kept' }, 422),
      await refused('/staff/api/credits/decisions', { entryKey: 'none', decision: 'set_aside', note: 'n' }, 404),
      await refused(`/staff/api/registrations/${registrationId}/refund-paid`, { amount: 0 }, 422),
      await refused(`/staff/api/registrations/${registrationId}/refund-paid`, refundPaid({ paidOn: '31/12' }), 422),
      // Awaiting payment, the registration has nothing to refund.
      await refused(`/staff/api/registrations/${registrationId}/refund-paid`, refundPaid({}), 409),
    ];
    for (const body of answers) {
      // Each text the answer names is one the language has, not the English fallback.
      const keys = [body.messageText!, ...Object.values(body.errorTexts ?? {}).flat()].flatMap(keysOf);
      expect(keys.filter((key) => catalogue.englishKeys.has(key) || !(key in catalogue.messages))).toEqual([]);
      const shown = refusalMessage(body, t)!;
      expect(shown).not.toBe(body.message);
      for (const [field, messages] of Object.entries(refusalFieldErrors(body, t)))
        expect(messages, field).toEqual([shown]);
    }
    expect(refusalMessage(answers[1], t)).toBe(catalogue.messages['staff.api.registrationNotFound']);
  });
});

function intlOf(catalogue: { locale: string; messages: Record<string, unknown> }) {
  const intl = createIntl({ locale: catalogue.locale, messages: catalogue.messages as Record<string, string> });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
