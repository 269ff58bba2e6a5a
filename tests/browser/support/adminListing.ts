/** The stored registrations, read as staff do: GET /admin/registrations with the server's ADMIN_TOKEN. */
import type { RunningServer } from '../../../scripts/support/serverProcess';
import type { RegistrationListing } from '../../../server/store/Store';

/** A listed registration as the JSON answer carries it: the store's listing, with the date as text. */
export type ListedRegistration = Omit<RegistrationListing, 'createdAt'> & { createdAt: string };

export async function listRegistrations(server: RunningServer, adminToken: string): Promise<ListedRegistration[]> {
  const response = await fetch(new URL('/admin/registrations', server.url), {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`GET /admin/registrations answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: ListedRegistration[] };
  return body.data;
}

/** The one registration stored under `email`. */
export async function registrationOf(
  server: RunningServer,
  adminToken: string,
  email: string,
): Promise<ListedRegistration> {
  const matches = (await listRegistrations(server, adminToken)).filter((row) => row.email === email);
  const [row] = matches;
  if (matches.length !== 1 || row === undefined)
    throw new Error(`Expected one registration for ${email}, found ${matches.length}.`);
  return row;
}
