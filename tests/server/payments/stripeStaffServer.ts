/**
 * What the suites of staff actions on Stripe checkouts share: a fresh PGlite database, the Stripe stand-in, a server
 * paying through it with the real `stripe` SDK (webhooks signed with the suite's secret), and a signed-in manager.
 */
import type { PaymentProvider } from '../../../server/payments/PaymentProvider';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { instants } from '../helpers/payload';
import { standInCheckout } from '../helpers/standInCheckout';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';

export interface StripeStaffServer {
  database: TestDatabase;
  standIn: StripeStandIn;
  server: TestServer;
  manager: StaffClient;
  /** Stops the server, then the stand-in, then the database. */
  close(): Promise<void>;
}

export interface StripeStaffSettings {
  webhookSecret: string;
  /** The provider the server uses, made from the stand-in's checkout (a suite may wrap it to act mid-call). */
  provider?: (checkout: PaymentProvider) => PaymentProvider;
  /** Whether refunds are sent, quickly, as a suite that waits for them wants. */
  sendsRefunds?: boolean;
  /** The time between the checkout sweeper's passes, for a suite that has the server run one. */
  checkoutSweepMs?: number;
}

/** Starts all four at the early-bird period's clock. */
export async function startStripeStaffServer(settings: StripeStaffSettings): Promise<StripeStaffServer> {
  const database = await openTestDatabase('pglite');
  const standIn = await startStripeStandIn();
  const checkout = standInCheckout(standIn, settings.webhookSecret);
  const server = await startTestServer({
    store: database.store,
    staffStore: sqlStaffStore(database.db),
    clock: () => new Date(instants.earlyBird),
    paymentProvider: settings.provider ? settings.provider(checkout) : checkout,
    ...(settings.sendsRefunds ? { refunds: { pollMs: 200, retryBaseMs: 200, leaseMs: 10_000 } } : {}),
    ...(settings.checkoutSweepMs ? { checkoutSweep: { intervalMs: settings.checkoutSweepMs } } : {}),
  });
  const manager = await signedIn(server.baseUrl, sqlStaffStore(database.db), 'manager');
  return {
    database,
    standIn,
    server,
    manager,
    close: async () => {
      await server.close();
      await standIn.close();
      await database.close();
    },
  };
}

/** A server's way to Stripe that a suite can cut: while `unreachable`, ending a session fails as a network failure does. */
export interface CuttableReach {
  unreachable: boolean;
  provider: (checkout: PaymentProvider) => PaymentProvider;
}

export function cuttableReach(): CuttableReach {
  const reach: CuttableReach = {
    unreachable: false,
    provider: (checkout) => ({
      ...checkout,
      async expireCheckout(sessionId) {
        if (reach.unreachable) throw new Error('connect ECONNREFUSED');
        return (await checkout.expireCheckout?.(sessionId)) ?? 'expired';
      },
    }),
  };
  return reach;
}
