/**
 * A staff change of what a registration owes (a fee change, a waiver) ends its Stripe Checkout Session still open, so
 * the old amount cannot be paid on Stripe's page; a session completed at Stripe meanwhile refuses the change with a
 * keyed 409 and changes nothing, until its webhook books the payment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberFees } from '../feeChange/feeChangeFixtures';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { standInCheckout } from '../helpers/standInCheckout';
import type { StripeStandIn } from '../helpers/stripeStandIn';
import type { TestDatabase } from '../helpers/testDatabase';
import { keep } from '../staff/registrationFixtures';
import type { StaffClient } from '../staff/staffClient';
import { startStripeStaffServer, type StripeStaffServer } from './stripeStaffServer';

const { region, cheapest, dearest } = memberFees();

describe('a staff change of what is owed, with a Stripe checkout open', () => {
  const webhookSecret = 'whsec_test_staff_ends_checkout';
  let running: StripeStaffServer | undefined;
  let database: TestDatabase;
  let standIn: StripeStandIn;
  let manager: StaffClient;
  const provider = () => standInCheckout(standIn, webhookSecret);

  beforeAll(async () => {
    running = await startStripeStaffServer({ webhookSecret });
    ({ database, standIn, manager } = running);
  }, 120_000);

  afterAll(() => running?.close(), 60_000);

  /** An online registration at the dearest fee with a session opened at Stripe, as the delegate's Pay opens one. */
  async function withOpenSession() {
    const registration = await keep(database.store, {
      payment_method: 'online',
      region: region.regionName,
      member_status: region.status,
      fee_category: dearest.value,
    });
    const session = await provider().createCheckout({
      registrationId: registration.id,
      title: 'Dr',
      familyName: 'Tester',
      givenName: 'Pat',
      email: registration.email,
      feeCategory: dearest.value,
      amount: dearest.price,
      currency: registration.currency,
      reference: registration.reference ?? '',
      idempotencyKey: `staff-ends-${registration.id}`,
    });
    await recordPendingCheckout(database, {
      registrationId: registration.id,
      provider: 'stripe',
      sessionId: session.sessionId,
      pageToken: null,
      amount: dearest.price,
      currency: registration.currency,
    });
    return { registration, sessionId: session.sessionId };
  }

  const lowerTheFee = (id: number) =>
    manager.post(`/staff/api/registrations/${id}/fee-change`, { fee_category: cheapest.value, reason: 'Corrected' });

  it('ends the session at Stripe before the fee changes, and marks it expired', async () => {
    const { registration, sessionId } = await withOpenSession();
    expect((await lowerTheFee(registration.id)).status).toBe(200);
    expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
    expect((await database.store.checkoutsOf(registration.id)).map((checkout) => checkout.status)).toEqual(['expired']);
  });

  it('ends the session at Stripe before a fee is waived', async () => {
    const { registration, sessionId } = await withOpenSession();
    const waived = await manager.post(`/staff/api/registrations/${registration.id}/waive-fee`, { reason: 'Speaker' });
    expect(waived.status).toBe(200);
    expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
  });

  it('refuses the change while a payment completed at Stripe awaits its webhook, and changes nothing', async () => {
    const { registration, sessionId } = await withOpenSession();
    standIn.complete(sessionId);
    const refused = await lowerTheFee(registration.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { messageText: { key: string } }).messageText.key).toBe(
      'staff.api.checkoutSettling',
    );
    const rows = await database.db.query<{ fee_amount: number; state: string }>(
      'select fee_amount, state from registrations where id = $1',
      [registration.id],
    );
    expect(rows).toEqual([{ fee_amount: dearest.price, state: 'awaiting_payment' }]);
    expect((await database.store.checkoutsOf(registration.id)).map((checkout) => checkout.status)).toEqual(['pending']);
  });
});
