/**
 * A checkout session recorded open as a fixture, without the registration's checks the delegate's Pay goes through
 * (recordCheckout): a suite that sets up an open session at an amount of its own choosing, or for a provider of its own.
 */
import type { Database } from '../../../server/db/Database';
import { insertPayment } from '../../../server/store/sqlCheckouts';
import type { NewPayment } from '../../../server/store/Store';

export function recordPendingCheckout(database: { db: Database }, payment: NewPayment): Promise<void> {
  // Opened now: nothing a suite reads depends on when a fixture's session was opened.
  return insertPayment(database.db, payment, 'pending', new Date());
}
