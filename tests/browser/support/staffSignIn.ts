/** Signing in to the staff console as a person does, by the sign-in form's labels. */
import type { Page } from 'playwright-core';

import { say } from './delegatePageTexts';

export interface StaffAccount {
  email: string;
  password: string;
}

/** Opens the console at `siteUrl`, signs in, and waits for its first page, the list of registrations. */
export async function signInToConsole(page: Page, siteUrl: string, account: StaffAccount): Promise<void> {
  await page.goto(new URL('/staff', siteUrl).href);
  await page.getByLabel(say('en', 'staff.signIn.email'), { exact: true }).fill(account.email);
  await page.getByLabel(say('en', 'staff.signIn.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: say('en', 'staff.signIn.submit') }).click();
  await page.getByRole('heading', { name: say('en', 'staff.list.heading'), level: 1 }).waitFor();
}
