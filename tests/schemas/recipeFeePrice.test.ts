import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fees as schemaFees } from '../../core/model/schemaData';
import type { DiallingCode, Fees, Region, RegistrationPayload } from '../../core/model/types';
import { launchChromium } from '../../scripts/support/chromium';
import { periods } from '../support/eventTimes';
import { beginningWith, feeColumnText, feeName, feeRowText, fieldLabel, text, thousands, totalText } from '../support/schemaTexts';
import type { ProjectCopy } from './helpers/projectCopy';
import { copyProject, viteBuild } from './helpers/projectCopy';
import type { StaticServer } from './helpers/staticServer';
import { serveStatic } from './helpers/staticServer';


/** Answers the backend calls the page makes, keeping each registration it is sent. */
async function fakeBackend(page: Page, sent: RegistrationPayload[]): Promise<void> {
  await page.route('**/web/check-period', (route) => route.fulfill({ json: { data: { period: periods.first } } }));
  await page.route('**/sanctum/csrf-cookie', (route) => route.fulfill({ status: 204, headers: { 'set-cookie': 'XSRF-TOKEN=token%3D; Path=/' } }));
  await page.route('**/web/registrations', (route) => {
    sent.push(route.request().postDataJSON() as RegistrationPayload);
    return route.fulfill({ json: { state: 'success' } });
  });
  await page.route('**/web/error-reports', (route) => route.fulfill({ status: 204 }));
}

async function pickFromCombobox(page: Page, label: RegExp, typed: string, option: string | RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('recipe: change a fee', () => {
  let project: ProjectCopy;
  let site: StaticServer;
  let browser: Browser;
  let outDir: string;
  let code = '';
  let newPrice = 0;
  let region: Region;
  let diallingCode: DiallingCode;

  beforeAll(async () => {
    project = copyProject();
    // The recipe of docs/editing-the-form.md: change "price" of one option in schemas/fees.json.
    project.editJson<Fees>('schemas/fees.json', (fees) => {
      const option = fees.options.find((candidate) => candidate.period === periods.first && candidate.row === 'cm' && candidate.column === 'Members');
      if (!option) throw new Error('fees.json has no committee-meeting option for members in its first period');
      newPrice = option.price + 25;
      option.price = newPrice;
      code = option.value;
    });
    const regions = JSON.parse(project.readText('schemas/regions.json')) as Region[];
    const found = regions.find((candidate) => candidate.status === 'Member' && candidate.authorities.length > 0);
    if (!found) throw new Error('regions.json has no member region with authorities');
    region = found;
    diallingCode = (JSON.parse(project.readText('schemas/dialling-codes.json')) as DiallingCode[])[0];

    outDir = mkdtempSync(path.join(tmpdir(), 'recipe-build-'));
    const build = viteBuild(project.root, outDir);
    expect(build.status, build.output).toBe(0);
    site = await serveStatic(outDir);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    project?.dispose();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('shows the new price on the page and sends its fee code', async () => {
    const page = await browser.newPage();
    const sent: RegistrationPayload[] = [];
    await fakeBackend(page, sent);
    await page.goto(`${site.url}/`);

    const feeRadio = page.getByRole('radio', { name: text('fees.optionName', { row: feeRowText(code), column: feeColumnText(code), price: thousands(newPrice), currency: schemaFees.currency }) });
    await expect.poll(() => feeRadio.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('radio', { name: feeName(code), exact: true }).count()).toBe(0);

    await page.getByRole('combobox', { name: /^Title/ }).selectOption('Dr');
    await page.getByRole('textbox', { name: /^Family Name/ }).fill('Chan');
    await page.getByRole('textbox', { name: /^Given Name/ }).fill('Tai Man');
    await pickFromCombobox(page, /^Country \/ Region \/ Others/, region.regionName, region.regionName);
    const authority = region.authorities[0];
    await page.getByRole('combobox', { name: /^Name of Organization/ }).selectOption(authority.acronym ? `${authority.name} (${authority.acronym})` : authority.name);
    await page.getByRole('textbox', { name: beginningWith(fieldLabel('postTitle')) }).fill('Pharmacist');
    await page.getByRole('textbox', { name: /^Email/ }).fill('tm.chan@example.org');
    await page.getByRole('textbox', { name: /^Confirm Email/ }).fill('tm.chan@example.org');
    await pickFromCombobox(page, /^Country\/region code/, diallingCode.name, new RegExp(diallingCode.name));
    await page.getByRole('textbox', { name: /^Phone Number/ }).fill('21234567');
    await feeRadio.check();
    await expect.poll(() => page.getByText(totalText(newPrice)).count()).toBe(1);
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('radio', { name: /^Bank Transfer/ }).check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/thankMessage\?payment=bank$/, { timeout: 15_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ fee_category: code, member_status: 'Member', region: region.regionName, payment_method: 'bank' });
  }, 60_000);
});
