/**
 * The start of a suite of a manager's routes over real HTTP: a server on the database under test and its staff store,
 * its clock in the event's early bird, and a manager signed in; closed after the suite's last test.
 */
import { afterAll, beforeAll } from 'vitest';

import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { instants } from './payload';
import { testServerSecret } from './senderLinks';
import type { TestDatabase } from './testDatabase';
import { startTestServer, type TestServer } from './testServer';

export interface ManagerServer {
  readonly server: TestServer;
  readonly staff: StaffStore;
  readonly manager: StaffClient;
}

/** Registers the suite's hooks; the answer reads the server, its staff store and the manager once started. */
export function managerServerForSuite(database: () => TestDatabase): ManagerServer {
  let started: ManagerServer | undefined;
  const current = (): ManagerServer => {
    if (!started) throw new Error('The server starts before the first test: use it inside a test or hook.');
    return started;
  };
  beforeAll(async () => {
    const staff = sqlStaffStore(database().db);
    const server = await startTestServer({
      store: database().store,
      staffStore: staff,
      clock: () => new Date(instants.earlyBird),
      serverSecret: testServerSecret(),
    });
    started = { server, staff, manager: await signedIn(server.baseUrl, staff, 'manager') };
  });
  afterAll(() => started?.server.close());
  return {
    get server() {
      return current().server;
    },
    get staff() {
      return current().staff;
    },
    get manager() {
      return current().manager;
    },
  };
}
