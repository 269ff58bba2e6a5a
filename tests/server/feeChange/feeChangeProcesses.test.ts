/**
 * Fee changes with real server processes on one PostgreSQL: managers on two servers pressing the same change of the
 * same registrations at the same moment book each change once, issue one credit note and one new invoice each, with
 * no number taken twice or skipped, and queue one notice each.
 */
import { describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant, registrationDay } from '../../support/eventTimes';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { memberFees } from './feeChangeFixtures';

const processes = serverProcessesOnPostgres('seminar-fee-change-', {
  REGISTRATION_CLOCK: eventInstant(addDays(registrationDay, 2), '10:00:00'),
});
const { region, cheapest, dearest } = memberFees();
const prefix = event.referencePrefix;

describe('fee changes on two server processes at once', () => {
  it('books each change once, with one credit note, one new invoice and one notice, whichever server each press reaches', async () => {
    const registrations: StoredRegistration[] = [];
    for (let index = 0; index < 3; index += 1)
      registrations.push(
        await keep(processes.store, {
          payment_method: 'bank',
          region: region.regionName,
          member_status: region.status,
          fee_category: cheapest.value,
        }),
      );
    const [first, second] = await Promise.all([processes.start(), processes.start()]);
    const staff = sqlStaffStore(processes.db);
    const managers: StaffClient[] = await Promise.all(
      [first, second, first, second].map((server) => signedIn(server.url, staff, 'manager')),
    );
    const counter = async (series: string) =>
      (await processes.db.query<{ value: number }>('select value from counters where name = $1', [series]))[0]?.value ??
      0;
    const invoicesBefore = await counter(`invoice:${prefix}`);
    const creditNotesBefore = await counter(`credit-note:${prefix}`);

    const answers = await Promise.all(
      registrations.flatMap((registration) =>
        managers.map(async (manager) => {
          const response = await manager.post(`/staff/api/registrations/${registration.id}/fee-change`, {
            fee_category: dearest.value,
            reason: 'Joins the seminar too',
          });
          return { id: registration.id, status: response.status };
        }),
      ),
    );
    for (const registration of registrations) {
      const statuses = answers.filter((answer) => answer.id === registration.id).map((answer) => answer.status);
      expect(statuses.sort()).toEqual([200, 409, 409, 409]);
    }

    const ids = JSON.stringify(registrations.map((registration) => registration.id));
    const within = `registration_id in (select jsonb_array_elements_text($1::jsonb)::int)`;
    const count = async (sql: string) => (await processes.db.query<{ count: number }>(sql, [ids]))[0].count;
    expect(
      await count(`select count(*)::int as count from money_movements where kind = 'fee_change' and ${within}`),
    ).toBe(registrations.length);
    expect(
      await count(`select count(*)::int as count from outbox where kind = 'fee_change_notice' and ${within}`),
    ).toBe(registrations.length);
    const notes = await processes.db.query<{ number: string }>(
      `select number from credit_notes where ${within} order by number`,
      [ids],
    );
    expect(notes).toHaveLength(registrations.length);

    // Gap-free: the new invoices and credit notes are exactly the next numbers of their series, each used once.
    const invoices = await processes.db.query<{ invoice_number: string }>(
      `select invoice_number from registrations where id in (select jsonb_array_elements_text($1::jsonb)::int)`,
      [ids],
    );
    const numbers = (texts: string[]) => texts.map((text) => Number(/(\d+)$/.exec(text)?.[1])).sort((a, b) => a - b);
    const next = (before: number) => registrations.map((_, index) => before + index + 1);
    expect(numbers(invoices.map((row) => row.invoice_number))).toEqual(next(invoicesBefore));
    expect(numbers(notes.map((row) => row.number))).toEqual(next(creditNotesBefore));
    expect(await counter(`invoice:${prefix}`)).toBe(invoicesBefore + registrations.length);
  }, 240_000);
});
