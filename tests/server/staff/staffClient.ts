/** A staff member's browser as the backend meets it: the staff cookie, and the session's CSRF token on every POST. */
import { hashPassword } from '../../../server/staff/passwords';
import type { StaffRole, StaffStore } from '../../../server/staff/StaffStore';
import { Client } from '../helpers/testServer';

let serial = 0;

/** A new account with a password of its own; answers its e-mail and password. */
export async function addAccount(store: StaffStore, role: StaffRole): Promise<{ email: string; password: string }> {
  serial += 1;
  const email = `${role}.${serial}.${Math.random().toString(36).slice(2, 7)}@staff.example.org`;
  const password = `password of ${email}`;
  // Thrown, not expected: the benches (scripts/bench/) sign in with these helpers outside a test runner.
  const outcome = await store.addAccount(email, role, await hashPassword(password));
  if (outcome !== 'created') throw new Error(`the staff account was not created: ${outcome}`);
  return { email, password };
}

export class StaffClient extends Client {
  csrfToken: string | undefined;

  /** POST /staff/api/sign-in; keeps the CSRF token the answer carries. */
  async signIn(email: string, password: string): Promise<Response> {
    const response = await this.postJson('/staff/api/sign-in', { email, password });
    if (response.ok) this.csrfToken = ((await response.clone().json()) as { csrfToken: string }).csrfToken;
    return response;
  }

  /** A JSON POST with X-Staff-CSRF: the session's token, another one, or none (null). */
  post(path: string, body: unknown, token: string | null = this.csrfToken ?? null): Promise<Response> {
    return this.postJson(path, body, { headers: token === null ? {} : { 'x-staff-csrf': token } });
  }
}

/** A signed-in client of a new account. */
export async function signedIn(baseUrl: string, store: StaffStore, role: StaffRole): Promise<StaffClient> {
  const account = await addAccount(store, role);
  const client = new StaffClient(baseUrl);
  const response = await client.signIn(account.email, account.password);
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return client;
}
