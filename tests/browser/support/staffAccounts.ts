/** Staff accounts added as the README says, by `npm run staff -- add`, against a test server's data directory. */
import { expect } from 'vitest';

import { runStaffCli } from '../../server/staff/runStaffCli';
import type { StaffAccount } from './staffSignIn';

/** Adds each account with its role to the database in `dataDir`; the command line must say it did. */
export async function addStaffAccounts(
  dataDir: string,
  accounts: readonly (readonly [StaffAccount, 'manager' | 'viewer'])[],
): Promise<void> {
  for (const [account, role] of accounts) {
    const added = await runStaffCli(['add', account.email, '--role', role], { dataDir, password: account.password });
    expect(added.stdout, added.stderr).toBe(`Added ${account.email} as ${role}.\n`);
  }
}
