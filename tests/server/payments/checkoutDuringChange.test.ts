/**
 * A checkout the delegate opens while staff change the fee, at the amount owed before the change, never stays payable
 * at Stripe: one recorded between Stripe's answer to the change and the change's transaction is ended after the change,
 * and one opened at the old amount but recorded after the change is ended at once and opened again at the new balance.
 * The interleavings are made by the provider itself, at the moment each race happens, never by waiting.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { toMinorUnits } from '../../../core/rules/minorUnits';
import { checkoutAgain } from '../../../server/delegate/checkoutAgain';
import { openCheckout } from '../../../server/payments/openCheckout';
import type { PaymentProvider } from '../../../server/payments/PaymentProvider';
import { keptOnlineAtDearest, memberFees } from '../feeChange/feeChangeFixtures';
import { instants } from '../helpers/payload';
import { standInCheckout } from '../helpers/standInCheckout';
import type { StripeStandIn } from '../helpers/stripeStandIn';
import type { TestDatabase } from '../helpers/testDatabase';
import type { StaffClient } from '../staff/staffClient';
import { openSession } from './standInSession';
import { startStripeStaffServer, type StripeStaffServer } from './stripeStaffServer';

const { cheapest, dearest } = memberFees();
const webhookSecret = 'whsec_test_checkout_during_change';

let database: TestDatabase;
let standIn: StripeStandIn;
let manager: StaffClient;
/** Runs once, inside the server's next call to end a session at Stripe, before Stripe answers it. */
let beforeNextExpireAnswer: (() => Promise<void>) | undefined;

/** The server's Stripe checkout, which lets a test act at the moment the change ends a session at Stripe. */
function serverProvider(provider: PaymentProvider): PaymentProvider {
  return {
    ...provider,
    async expireCheckout(sessionId) {
      const hook = beforeNextExpireAnswer;
      beforeNextExpireAnswer = undefined;
      const answer = (await provider.expireCheckout?.(sessionId)) ?? 'expired';
      await hook?.();
      return answer;
    },
  };
}

let running: StripeStaffServer | undefined;

beforeAll(async () => {
  running = await startStripeStaffServer({ webhookSecret, provider: serverProvider });
  ({ database, standIn, manager } = running);
}, 120_000);

afterAll(() => running?.close(), 60_000);

const atDearest = () => keptOnlineAtDearest(database.store);

const lowerTheFee = (id: number) =>
  manager.post(`/staff/api/registrations/${id}/fee-change`, { fee_category: cheapest.value, reason: 'Corrected' });

it('ends at Stripe a checkout recorded between Stripe’s answer to the change and the change itself', async () => {
  const registration = await atDearest();
  const first = await openSession(database, standInCheckout(standIn, webhookSecret), registration);
  expect(first).not.toBe('');
  let second = '';
  // Stripe has ended the first session; before the change's transaction, the delegate's Pay opens another at the old
  // amount (the registration as the Pay read it, before the change).
  beforeNextExpireAnswer = async () => {
    const url = await openCheckout(
      database.store,
      standInCheckout(standIn, webhookSecret),
      registration,
      2,
      () => new Date(instants.earlyBird),
    );
    second = [...standIn.sessions.values()].find((session) => session.url === url)?.id ?? '';
  };
  expect((await lowerTheFee(registration.id)).status).toBe(200);

  expect(second).not.toBe('');
  expect(standIn.sessions.get(second)?.amount_total).toBe(toMinorUnits(dearest.price, registration.currency));
  expect(standIn.sessions.get(second)?.status).toBe('expired');
  expect((await database.store.checkoutsOf(registration.id)).map((checkout) => checkout.status)).toEqual([
    'expired',
    'expired',
  ]);
});

it('ends a checkout opened at the old amount but recorded after the change, and opens one at the new balance', async () => {
  const registration = await atDearest();
  const stand = standInCheckout(standIn, webhookSecret);
  let changed = false;
  // The delegate's Pay reads the balance and asks Stripe for a session; while Stripe answers, the fee change commits.
  const provider: PaymentProvider = {
    ...stand,
    async createCheckout(request) {
      const session = await stand.createCheckout(request);
      if (!changed) {
        changed = true;
        expect((await lowerTheFee(registration.id)).status).toBe(200);
      }
      return session;
    },
  };
  const later = () => new Date(registration.createdAt.getTime() + 24 * 3600_000);
  const answer = await checkoutAgain(
    { store: database.store, paymentProvider: provider, clock: later },
    registration.id,
  );

  expect(answer.state).toBe('success_stripe');
  const opened = [...standIn.sessions.values()].filter(
    (session) => session.metadata.registration_id === String(registration.id),
  );
  const minor = (amount: number) => toMinorUnits(amount, registration.currency);
  expect(opened.map((session) => [session.amount_total, session.status])).toEqual([
    [minor(dearest.price), 'expired'],
    [minor(cheapest.price), 'open'],
  ]);
  expect(answer.state === 'success_stripe' && answer.url).toBe(opened[1]?.url);
  expect((await database.store.checkoutsOf(registration.id)).map((checkout) => checkout.status)).toEqual([
    'expired',
    'pending',
  ]);
});
