/** The stored registrations, read as staff do: GET /admin/registrations with the server's ADMIN_TOKEN. */
import type { RunningServer } from '../../../scripts/support/serverProcess';

/** The fields of a listed registration that the tests compare (server/store/Store.ts RegistrationListing). */
export interface ListedRegistration {
  id: number;
  title: string;
  familyName: string;
  givenName: string;
  region: string;
  organizationName: string;
  postTitle: string;
  email: string;
  iddCode: string;
  phoneNumber: string;
  feeCategory: string;
  feeAmount: number;
  currency: string;
  feePeriod: string;
  joinGalaDinner: string;
  dietaryPreference: string;
  memberStatus: string;
  paymentMethod: string;
  paymentStatus: 'pending' | 'paid' | 'cancelled' | null;
}

export async function listRegistrations(server: RunningServer, adminToken: string): Promise<ListedRegistration[]> {
  const response = await fetch(new URL('/admin/registrations', server.url), { headers: { authorization: `Bearer ${adminToken}` } });
  if (!response.ok) throw new Error(`GET /admin/registrations answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: ListedRegistration[] };
  return body.data;
}

/** The one registration stored under `email`. */
export async function registrationOf(server: RunningServer, adminToken: string, email: string): Promise<ListedRegistration> {
  const matches = (await listRegistrations(server, adminToken)).filter((row) => row.email === email);
  const [row] = matches;
  if (matches.length !== 1 || row === undefined) throw new Error(`Expected one registration for ${email}, found ${matches.length}.`);
  return row;
}
