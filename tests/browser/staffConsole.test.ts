import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import regions from '@schemas/regions.json';
import { beforeAll, describe, expect, it } from 'vitest';

import { decimalText, formatMoney } from '../../core/i18n/moneyText';
import { event, fees } from '../../core/model/schemaData';
import { refundFor } from '../../core/rules/refund';
import { demoInstantOf } from '../../server/clock';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { readCsvRecords } from '../server/staff/readCsv';
import { followUps, joining } from '../support/eventExtra';
import { addDays, periods } from '../support/eventTimes';
import { registerThroughApi } from './support/apiRegistration';
import { expectNoViolations } from './support/axe';
import { consoleSuiteForFile } from './support/consoleSuite';
import { downloaded } from './support/delegatePageTexts';

const testTimeout = 90_000;
const suite = consoleSuiteForFile({ name: 'console', context: { acceptDownloads: true }, timeoutMs: testTimeout });
const { manager, viewer, expectStatus } = suite;
/** The day of the server's demo clock, which these servers run on: transfers are received in the days after it. */
const demoInstant = demoInstantOf(event, fees);
const demoDay = demoInstant.slice(0, 10);

/** Registrations made through the public API: the delegate's e-mail and fee. */
const delegates = {
  transfer: { email: '', fee: 0, title: '' },
  cancel: { email: '', fee: 0, title: '' },
  chinese: { email: '', fee: 0, title: '' },
};
const runTag = Date.now().toString(36);

const register = (overrides: Record<string, string>) =>
  registerThroughApi(suite.server.url, validPayload(periods.first, overrides));

beforeAll(async () => {
  delegates.transfer = await register({ email: `transfer.${runTag}@example.org`, family_name: 'Transferman' });
  delegates.cancel = await register({
    email: `cancel.${runTag}@example.org`,
    family_name: 'Cancelwood',
    join_gala_dinner: joining,
    dietary_preference: followUps.at(1) ?? '',
  });
  delegates.chinese = await register({ email: `chinese.${runTag}@example.org`, family_name: '陳', given_name: '大文' });
}, testTimeout);

function rowsOfTable(caption: RegExp) {
  return suite.page.getByRole('table', { name: caption }).locator('tbody tr');
}

describe('The staff console', () => {
  it(
    'signs in with an e-mail address and a password, refusing a wrong password with one neutral message; axe finds nothing on either page',
    async () => {
      await suite.page.goto(new URL('/staff', suite.server.url).href);
      await suite.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await expectNoViolations(suite.page);
      await suite.page.getByLabel(en['staff.signIn.email']).fill(manager.email);
      await suite.page.getByLabel('Password').fill('not the password');
      await suite.page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => suite.page.getByRole('alert').textContent()).toBe(en['staff.signIn.failed']);
      expect(await suite.page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');

      await suite.signIn(manager);
      expect(await suite.page.getByText(`Signed in as ${manager.email} (manager)`).isVisible()).toBe(true);
      await rowsOfTable(/^Registrations/)
        .first()
        .waitFor();
      await expectNoViolations(suite.page);

      // The browser sends the staff cookie to the console's own paths only, never to the public API.
      const cookieNames = async (path: string) =>
        (await suite.context.cookies(new URL(path, suite.server.url).href)).map((cookie) => cookie.name);
      expect(await cookieNames('/staff/api/registrations')).toContain('staff_session');
      expect(await cookieNames('/web/registrations')).not.toContain('staff_session');
      expect(await cookieNames('/')).not.toContain('staff_session');
    },
    testTimeout,
  );

  it(
    'is used by keyboard alone: search, sort, open a registration and confirm its transfer; the receipt arrives in the mailbox',
    async () => {
      await suite.signIn(manager);
      const press = (key: string) => suite.page.keyboard.press(key);
      const focusedName = () =>
        suite.page.evaluate(
          () =>
            document.activeElement?.textContent?.trim() ||
            (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ||
            '',
        );

      await suite.page.getByLabel('Search', { exact: true }).focus();
      await suite.page.keyboard.type('transferman');
      await press('Enter');
      await expect.poll(() => rowsOfTable(/^Registrations/).count()).toBe(1);
      await expectStatus('1 registration found.');

      // Sort by name: Tab through to the header button, Enter twice flips the order, aria-sort follows.
      const nameHeader = suite.page.getByRole('columnheader', { name: 'Name' });
      await suite.page.getByRole('button', { name: 'Name' }).focus();
      expect(await focusedName()).toBe('Name');
      await press('Enter');
      await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
      await press('Enter');
      await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');

      const link = rowsOfTable(/^Registrations/)
        .first()
        .getByRole('link');
      await link.focus();
      await press('Enter');
      await suite.page.getByRole('heading', { name: /Transferman/, level: 1 }).waitFor();
      await expectNoViolations(suite.page);

      await suite.page.getByLabel(/^Amount received/).focus();
      expect(await suite.page.getByLabel(/^Amount received/).inputValue()).toBe(String(delegates.transfer.fee));
      await press('Tab');
      await suite.page.keyboard.type(addDays(demoDay, 2));
      await press('Tab');
      await suite.page.keyboard.type('HSBC-778899');
      await press('Tab');
      expect(await focusedName()).toBe('Confirm payment');
      await press('Enter');
      await expectStatus('Payment confirmed: the registration is paid and the receipt is queued.');
      await expect
        .poll(() =>
          suite.page
            .locator('dt', { hasText: /^State$/ })
            .locator('xpath=following-sibling::dd[1]')
            .textContent(),
        )
        .toBe('Paid');
      const messages = rowsOfTable(/^E-mails/);
      await expect
        .poll(() => messages.allTextContents())
        .toEqual([
          expect.stringContaining('bank transfer acknowledgement with invoice'),
          expect.stringContaining('bank payment receipt and confirmation'),
        ]);
      const history = await rowsOfTable(/^History/)
        .last()
        .textContent();
      expect(history).toContain(manager.email);
      expect(history).not.toContain(`staff ${manager.email}`);
      expect(history).toContain('HSBC-778899');
      expect(await suite.page.getByRole('heading', { name: 'Confirm the bank payment' }).count()).toBe(0);

      // The receipt arrives in the local mailbox (no SMTP server is configured; open to signed-in staff), with the subject of its catalogue text.
      const reference = await suite.page
        .locator('dt', { hasText: /^Reference$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
      const subject = en['email.bankConfirmation.subject']
        .replace('{acronym}', event.bodyAcronym)
        .replace('{year}', String(event.year))
        .replace('{reference}', reference ?? '');
      const mailbox = await suite.context.newPage();
      await expect
        .poll(
          async () => {
            await mailbox.goto(new URL('/staff/mailbox', suite.server.url).href);
            return mailbox.locator('tbody tr', { hasText: delegates.transfer.email }).allTextContents();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toContainEqual(expect.stringContaining(subject));
    },
    testTimeout,
  );

  it(
    'cancels a paid registration with the refund the rule gives shown before and after',
    async () => {
      await suite.signIn(manager);
      await suite.page.getByLabel('Search', { exact: true }).fill(delegates.cancel.email);
      await suite.page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => rowsOfTable(/^Registrations/).count()).toBe(1);
      await rowsOfTable(/^Registrations/)
        .first()
        .getByRole('link')
        .click();
      await suite.page.getByRole('heading', { name: /Cancelwood/, level: 1 }).waitFor();
      await suite.page.getByLabel('Date received').fill(addDays(demoDay, 1));
      await suite.page.getByLabel('Bank reference').fill('BOC-1');
      await suite.page.getByRole('button', { name: 'Confirm payment' }).click();
      await suite.page.getByRole('heading', { name: 'Confirm the bank payment' }).waitFor({ state: 'detached' });

      const paid = delegates.cancel.fee;
      const refund = refundFor(event, new Date(demoInstant), paid);
      expect(refund.percent).toBe(75);
      const shown = suite.page.getByText(/^Refund if cancelled today/);
      await expect
        .poll(() => shown.textContent())
        .toBe(
          `Refund if cancelled today: 75% of ${formatMoney(paid, fees.currency, 'en')}, that is ${formatMoney(refund.amount, fees.currency, 'en')} (75% when cancelled before ${refund.cutOffDay}, nothing from that day on).`,
        );
      // Nothing typed: the one error, by the field, with focus there; it goes as soon as the field is filled.
      const message = suite.page.getByLabel(en['staff.cancel.message']);
      await suite.page.getByRole('button', { name: 'Cancel registration' }).click();
      await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
      const required = en['staff.form.required'].replace('{field}', en['staff.cancel.message']);
      expect(await suite.page.getByText(required).count()).toBe(1);
      expect(await suite.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
      await message.fill('Travel funding withdrawn');
      expect(await suite.page.getByText(required).count()).toBe(0);
      expect(await message.getAttribute('aria-invalid')).toBeNull();
      await suite.page.getByLabel(en['staff.cancel.note']).fill('Phoned on Monday, wants it back to the same account');
      await suite.page.getByRole('button', { name: 'Cancel registration' }).click();

      // A confirmation step that says what will be sent, focused; going back keeps what was typed.
      const confirmHeading = suite.page.getByRole('heading', { name: /^Cancel the registration of / });
      await expect.poll(() => confirmHeading.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectNoViolations(suite.page);
      await suite.page.getByRole('button', { name: en['staff.cancel.back'] }).click();
      expect(await message.inputValue()).toBe('Travel funding withdrawn');
      await suite.page.getByRole('button', { name: 'Cancel registration' }).click();
      await suite.page.getByRole('button', { name: en['staff.cancel.confirm'] }).click();
      await expectStatus('The registration is cancelled and the cancellation notice is queued.');
      // The outcome is where the person looks: focus moved to it.
      expect(await suite.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
      const history = rowsOfTable(/^History/).last();
      await expect
        .poll(() => history.textContent())
        .toContain(`${en['staff.detail.refundAmount']}: ${fees.currency} ${refund.amount}`);
      expect(await history.textContent()).toContain(`${en['staff.detail.internalNote']}: Phoned on Monday`);
      expect(await history.textContent()).toContain(`${en['staff.detail.reason']}: Travel funding withdrawn`);
      await expectNoViolations(suite.page);
    },
    testTimeout,
  );

  it(
    'exports the filtered list as CSV with every field, read back with Chinese names intact',
    async () => {
      await suite.signIn(viewer);
      // The search alone would match the one run's delegates; the state filter keeps the Chinese-named one.
      await suite.page.getByLabel('Search', { exact: true }).fill(`chinese.${runTag}`);
      await suite.page.getByLabel('State').selectOption('awaiting_payment');
      await suite.page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => suite.page.getByRole('caption').textContent()).toBe('Registrations (1 matching)');
      // An English console writes the Chinese name in its own order, family name first, the title before it.
      expect(
        await rowsOfTable(/^Registrations/)
          .first()
          .locator('td')
          .first()
          .textContent(),
      ).toBe(`${delegates.chinese.title} 陳大文`);
      const [download] = await Promise.all([
        suite.page.waitForEvent('download'),
        suite.page.getByRole('link', { name: 'Export these registrations as CSV' }).click(),
      ]);
      const bytes = await downloaded(download);
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const records = readCsvRecords(bytes.toString('utf8'));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        email: delegates.chinese.email,
        familyName: '陳',
        givenName: '大文',
        state: 'awaiting_payment',
        // Plain decimals with the currency's minor units, the currency in a column of its own.
        feeAmount: decimalText(delegates.chinese.fee, fees.currency),
      });
      expect(records[0]?.reference).toMatch(new RegExp(`^${event.referencePrefix}-\\d{4}$`));
    },
    testTimeout,
  );

  it(
    'shows a viewer the registration without the manager actions',
    async () => {
      await suite.signIn(viewer);
      await rowsOfTable(/^Registrations/)
        .first()
        .getByRole('link')
        .click();
      await suite.page.getByRole('table', { name: 'History' }).waitFor();
      expect(
        await suite.page
          .getByRole('button', { name: /Confirm payment|Cancel registration|Save contact details|Resend/ })
          .count(),
      ).toBe(0);
    },
    testTimeout,
  );

  it(
    'shows the event at a glance on a phone: charts that fit 390 px, each with its table, and no axe violation',
    async () => {
      await suite.page.setViewportSize({ width: 390, height: 844 });
      await suite.signIn(viewer);
      await suite.page.getByRole('heading', { name: en['staff.charts.heading'], level: 2 }).waitFor();
      const figures = suite.page.getByRole('figure');
      await expect.poll(() => figures.count()).toBe(3);
      // Each picture says what it shows: the three registrations of this run, whatever state the tests left them in.
      expect(await suite.page.getByRole('img', { name: /^By \d{4}-\d{2}-\d{2}, 3 registrations: / }).count()).toBe(1);
      expect(await suite.page.getByRole('img', { name: en['staff.charts.regions.caption'] }).count()).toBe(1);
      for (const summary of await suite.page.getByText(en['staff.charts.showTable'], { exact: true }).all()) {
        await summary.click();
      }
      await expect.poll(() => suite.page.locator('.staff-chart table').count()).toBe(3);
      for (const table of await suite.page.locator('.staff-chart table').all())
        expect(await table.isVisible()).toBe(true);
      // Nothing is wider than the phone: the page does not scroll sideways, and each picture is drawn at its box's width.
      expect(await suite.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const pictureWidths = await suite.page
        .locator('.staff-chart__picture svg')
        .evaluateAll((pictures) => pictures.map((picture) => picture.getBoundingClientRect().right));
      for (const right of pictureWidths) expect(right).toBeLessThanOrEqual(390);
      await expectNoViolations(suite.page);
    },
    testTimeout,
  );

  it(
    'lists the error reports newest first, and signs out',
    async () => {
      const client = new Client(suite.server.url);
      for (const error of ['older failure', 'newer failure']) {
        await client.postJson('/web/error-reports', {
          error,
          url: suite.server.url,
          project_year: event.year,
          project_name: event.projectName,
        });
      }
      await suite.signIn(viewer);
      await suite.page.getByRole('link', { name: 'Error reports' }).click();
      await suite.page.getByRole('heading', { name: 'Error reports', level: 1 }).waitFor();
      await expect
        .poll(() => rowsOfTable(/^Error reports/).allTextContents())
        .toEqual([expect.stringContaining('newer failure'), expect.stringContaining('older failure')]);
      await expectNoViolations(suite.page);
      await suite.page.getByRole('button', { name: 'Sign out' }).click();
      await suite.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await suite.page.reload();
      await suite.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    },
    testTimeout,
  );
});

const catalogues = { 'zh-Hant': zhHant, 'zh-Hans': zhHans } as const;
type Chinese = keyof typeof catalogues;

/** Proper names a page may show as they are: the regions and authorities of schemas/regions.json. */
const names = regions.flatMap((region) => [
  region.regionName,
  ...region.authorities.map((authority) => authority.name),
]);

/** The literal runs of an ICU message, its {placeholders} and plural branches left out: 'Registrations (', ' matching)'. */
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let depth = 0;
  let run = '';
  for (const character of message) {
    if (character === '{') {
      if (depth === 0) runs.push(run);
      depth += 1;
      run = '';
    } else if (character === '}') depth -= 1;
    else if (depth === 0) run += character;
  }
  runs.push(run);
  return runs.map((text) => text.trim()).filter((text) => /[A-Za-z]{2,}/.test(text));
}

/**
 * The console's English texts (catalogue runs of a word of three letters or more) that `locale` writes differently
 * and that the page still shows, e-mail addresses and proper names aside.
 */
async function englishConsoleTexts(locale: Chinese): Promise<string[]> {
  const shown = names.reduce(
    (text, name) => text.replaceAll(name, ' '),
    (await suite.page.locator('body').innerText()).replace(/\S+@\S+/g, ' '),
  );
  const translation: Record<string, string> = catalogues[locale];
  const english = Object.entries(en)
    .filter(([key, text]) => key.startsWith('staff.') && translation[key] !== text)
    .flatMap(([, text]) => literalRuns(text))
    .filter((run) => /[A-Za-z]{3,}/.test(run));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(english)].filter((text) => new RegExp(`(^|[^A-Za-z])${escape(text)}([^A-Za-z]|$)`).test(shown));
}

/**
 * Runs of two or more Latin words a person reads in the console's own texts: the data cells (a registration's
 * fields, the table cells, its heading of reference and name) and e-mail addresses are what staff entered or
 * delegates typed, so they are left out.
 */
async function englishPhrases(): Promise<string[]> {
  const text = await suite.page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent =
      'td, dd, h1:has(+ section[aria-labelledby="staff-fields-heading"]) { display: none !important; }';
    document.head.append(style);
    const shown = document.body.innerText;
    style.remove();
    return shown;
  });
  const phrases = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z][A-Za-z'’-]+(?:[ ,.:;]+[A-Za-z][A-Za-z'’-]+)+/g) ?? [];
  return phrases.filter((phrase) => !names.some((name) => name.includes(phrase)));
}

function languageLink(name: string) {
  return suite.page
    .getByRole('navigation', {
      name: new RegExp(`^(${[en, zhHant, zhHans].map((texts) => texts['language.label']).join('|')})$`),
    })
    .getByRole('link', { name, exact: true });
}

/** Signs in on /staff?lang=`locale` with the labels of that language, and waits for the registrations list. */
async function signInInLanguage(locale: Chinese, account: { email: string; password: string }): Promise<void> {
  const text = catalogues[locale];
  await suite.page.goto(new URL(`/staff?lang=${locale}`, suite.server.url).href);
  await suite.page.getByLabel(text['staff.signIn.email']).fill(account.email);
  await suite.page.getByLabel(text['staff.signIn.password']).fill(account.password);
  await suite.page.getByRole('button', { name: text['staff.signIn.submit'] }).click();
  await suite.page.getByRole('heading', { name: text['staff.list.heading'], level: 1 }).waitFor();
}

describe.each(['zh-Hant', 'zh-Hans'] as const)('The staff console in %s', (locale: Chinese) => {
  const text = catalogues[locale];

  it(
    'signs in, lists and shows a registration with no English sentence, Chinese dates, a truthful lang and no axe violation',
    async () => {
      await suite.page.goto(new URL(`/staff?lang=${locale}`, suite.server.url).href);
      await suite.page.getByRole('heading', { name: text['staff.signIn.heading'], level: 1 }).waitFor();
      expect(await suite.page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await suite.page.locator('.staff').getAttribute('lang')).toBe(locale);
      // The site's own switcher, on the sign-in page too, saying which language is shown.
      expect(await languageLink(text[`language.${locale}`]).getAttribute('aria-current')).toBe('true');
      expect(await englishConsoleTexts(locale)).toEqual([]);
      expect(await englishPhrases()).toEqual([]);
      await expectNoViolations(suite.page);

      // A wrong password: the one neutral message, in the language of the page.
      await suite.page.getByLabel(text['staff.signIn.email']).fill(manager.email);
      await suite.page.getByLabel(text['staff.signIn.password']).fill('not the password');
      await suite.page.getByRole('button', { name: text['staff.signIn.submit'] }).click();
      await expect.poll(() => suite.page.getByRole('alert').textContent()).toBe(text['staff.signIn.failed']);

      await signInInLanguage(locale, manager);
      const rows = suite.page
        .getByRole('table', { name: new RegExp(`^${text['staff.list.caption'].split('{')[0]}`) })
        .locator('tbody tr');
      await rows.first().waitFor();
      // The charts below the list, so that their texts are checked too.
      await suite.page.getByRole('heading', { name: text['staff.charts.heading'], level: 2 }).waitFor();
      await suite.page.getByRole('figure').first().waitFor();
      // The time a registration was made, written the way the language writes a date (in UTC, said as such).
      const created = await rows.first().locator('td').last().textContent();
      expect(created).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} UTC$/);
      expect(await englishConsoleTexts(locale)).toEqual([]);
      expect(await englishPhrases()).toEqual([]);
      await expectNoViolations(suite.page);

      // A Chinese name as Chinese writes it: family name first, no space, the title after it.
      await suite.page.getByLabel(text['staff.filter.search'], { exact: true }).fill(delegates.chinese.email);
      await suite.page.getByRole('button', { name: text['staff.filter.apply'] }).click();
      await expect.poll(() => rows.count()).toBe(1);
      const title = (text as Record<string, string>)[`option.title.${delegates.chinese.title}`];
      expect(await rows.first().locator('td').first().textContent()).toBe(`陳大文${title}`);

      // The Cancelwood registration: paid by now or not, it has e-mails, history and the manager's forms.
      await suite.page.getByLabel(text['staff.filter.search'], { exact: true }).fill(delegates.cancel.email);
      await suite.page.getByRole('button', { name: text['staff.filter.apply'] }).click();
      // One row was shown before too (the Chinese name's): wait for the search's own row, not just for one row.
      await expect.poll(() => rows.first().textContent()).toContain('Cancelwood');
      await expect.poll(() => rows.count()).toBe(1);
      const link = rows.first().getByRole('link');
      expect(new URL((await link.getAttribute('href')) ?? '', suite.server.url).searchParams.get('lang')).toBe(locale);
      await link.click();
      await suite.page.getByRole('heading', { name: /Cancelwood/, level: 1 }).waitFor();
      await suite.page.getByRole('table', { name: text['staff.history.caption'] }).waitFor();
      expect(new URL(suite.page.url()).searchParams.get('lang')).toBe(locale);
      expect(await suite.page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await englishConsoleTexts(locale)).toEqual([]);
      expect(await englishPhrases()).toEqual([]);
      await expectNoViolations(suite.page);
    },
    testTimeout,
  );
});

describe('Switching the staff console language', () => {
  it(
    'keeps the page shown, by keyboard, and the console links keep the language chosen',
    async () => {
      await signInInLanguage('zh-Hant', viewer);
      await suite.page
        .getByRole('table', { name: new RegExp(`^${zhHant['staff.list.caption'].split('{')[0]}`) })
        .locator('tbody tr')
        .first()
        .getByRole('link')
        .click();
      await suite.page.getByRole('table', { name: zhHant['staff.history.caption'] }).waitFor();
      const heading = await suite.page.getByRole('heading', { level: 1 }).textContent();
      const path = new URL(suite.page.url()).pathname;

      await languageLink(zhHans['language.zh-Hans']).focus();
      await suite.page.keyboard.press('Enter');
      await suite.page.getByRole('table', { name: zhHans['staff.history.caption'] }).waitFor();
      expect(await suite.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
      expect(new URL(suite.page.url()).pathname).toBe(path);
      expect(new URL(suite.page.url()).searchParams.get('lang')).toBe('zh-Hans');
      expect(await suite.page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await languageLink(zhHans['language.zh-Hans']).getAttribute('aria-current')).toBe('true');

      // The console's own navigation carries the choice.
      const errorReports = suite.page
        .getByRole('navigation', { name: zhHans['staff.nav.label'] })
        .getByRole('link', { name: zhHans['staff.nav.errorReports'] });
      await errorReports.focus();
      await suite.page.keyboard.press('Enter');
      await suite.page.getByRole('heading', { name: zhHans['staff.reports.heading'], level: 1 }).waitFor();
      expect(new URL(suite.page.url()).searchParams.get('lang')).toBe('zh-Hans');
      await expectNoViolations(suite.page);

      // Back to English: the same page, in English.
      await languageLink(en['language.en']).click();
      await suite.page.getByRole('heading', { name: en['staff.reports.heading'], level: 1 }).waitFor();
      expect(await suite.page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(new URL(suite.page.url()).pathname).toBe('/staff/error-reports');
    },
    testTimeout,
  );
});
