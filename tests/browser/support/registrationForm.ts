/** A delegate filling the registration form in a real browser: Tab and typing for the fields, the mouse for the choices. */
import formUiSchema from '@schemas/form.uischema.json';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { joining, notJoining } from '../../support/eventExtra';
import { columnAt, diallingOf, regionNameIn, regionOpening, rowAt } from '../../support/eventShape';
import {
  authorityText,
  beginningWith,
  feeAt,
  feeName,
  fieldLabel,
  optionText,
  text,
  totalText,
} from '../../support/schemaTexts';
import { specFields } from '../../support/specFields';

export type PaymentMethod = 'bank' | 'online';

/** What a delegate enters, and the keys they press to get there. */
export interface Delegate {
  title: string;
  familyName: string;
  givenName: string;
  /** Typed into the region combobox; `region` is the option then picked with ArrowDown and Enter. */
  regionSearch: string;
  region: string;
  /** The region's membership status, as the registration keeps it. */
  memberStatus: string;
  /** Typed on the organisation select (type-ahead); `organization` is the option it lands on. */
  organizationKeys: string;
  organization: string;
  postTitle: string;
  email: string;
  /** Typed into the dialling-code combobox; `diallingOption` is the option's accessible name, `diallingText` the input's text once picked. */
  diallingSearch: string;
  diallingOption: string;
  diallingText: string;
  /** The dialling code the registration keeps ('+43'). */
  diallingCode: string;
  /** What is typed; `phoneNumber` is what the digits-only field keeps. */
  phoneKeys: string;
  phoneNumber: string;
  /** The fee code, its radio's accessible name, and the total it gives. */
  feeCategory: string;
  fee: string;
  total: string;
  /** An answer of the dinner's question (form.schema.json's options), and one of its follow-up's when it joins. */
  dinner: string;
  dietaryPreference?: string;
  payment: PaymentMethod;
}

let serial = 0;

/** A region of the first fee column whose organisation is chosen from its list, and the first of its authorities. */
const region = regionOpening(columnAt(0), true);
const authority = region.authorities[0];
/** The dialling entry the region suggests, named as the event's list names it. */
const dialling = diallingOf(region);

/** A delegate of a region that opens the first fee column; every call has its own e-mail address. */
export function delegate(overrides: Partial<Delegate> = {}): Delegate {
  serial += 1;
  // The first column's fee for the second row (the seminar's "Seminar only") in the first period of the event under test.
  const fee = feeAt(rowAt(1), columnAt(0));
  return {
    title: 'Dr',
    familyName: 'Chan',
    givenName: 'Tai Man',
    regionSearch: regionNameIn(region),
    region: region.regionName,
    memberStatus: region.status,
    // Its acronym where it has one: the select finds an authority by the start of its acronym, else of its name.
    organizationKeys: authority.acronym ?? authority.name,
    organization: authorityText(authority),
    postTitle: 'Senior Pharmacist',
    email: `tm.chan.${process.pid}.${Date.now().toString(36)}.${serial}@example.org`,
    diallingSearch: dialling.name,
    diallingOption: `${dialling.name} ${dialling.code}`,
    diallingText: `${dialling.name} (${dialling.code})`,
    diallingCode: dialling.code,
    phoneKeys: '2123 4567',
    phoneNumber: '21234567',
    feeCategory: fee.value,
    fee: feeName(fee),
    total: totalText(fee.price),
    dinner: notJoining,
    payment: 'bank',
    ...overrides,
  };
}

const paymentLabels: Record<PaymentMethod, RegExp> = {
  bank: beginningWith(optionText('paymentMethod', 'bank')),
  online: beginningWith(optionText('paymentMethod', 'online')),
};

export function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: text('submit.label') });
}

/**
 * Opens the form and waits until it is ready for typing: the fee period has arrived (a late change would reset what
 * is typed) and both searchable selects have replaced their read-only stand-ins (widgets/lazyWidget.tsx).
 */
export async function openForm(page: Page, siteUrl: string): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/web/check-period'),
    page.goto(siteUrl),
  ]);
  await submitButton(page).waitFor();
  await page.locator('#root_region[role="combobox"]').waitFor();
  await page.locator('#root_iddCode[role="combobox"]').waitFor();
}

/** The id of the focused element ('' for none). */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

/** The fields a delegate fills here, those of spec section 5. */
const specFieldSet = new Set(specFields);

/** The form's fields in the order of the parts of schemas/form.uischema.json. */
const uiOrder = (formUiSchema['ui:options'].parts as { content: { field?: string }[] }[]).flatMap((part) =>
  part.content.flatMap((entry) => (entry.field ? [entry.field] : [])),
);

/** The fields staff added to the form ("Add a simple field") that come just before `field`: Tab passes them, left empty. */
function addedFieldsBefore(field: string): string[] {
  const added: string[] = [];
  for (let at = uiOrder.indexOf(field) - 1; at >= 0 && !specFieldSet.has(uiOrder[at] ?? ''); at -= 1)
    added.unshift(uiOrder[at] ?? '');
  return added;
}

/**
 * Presses Tab and checks where the focus went: the order a keyboard user meets. A field staff added just before this
 * one is passed on the way, each a stop of its own.
 */
export async function tabTo(page: Page, id: string): Promise<void> {
  for (const added of addedFieldsBefore(id.replace(/^root_/, ''))) {
    await page.keyboard.press('Tab');
    expect(await focusedId(page), `Tab should lead to #root_${added}, a field staff added`).toBe(`root_${added}`);
  }
  await page.keyboard.press('Tab');
  expect(await focusedId(page), `Tab should lead to #${id}`).toBe(id);
}

/** Types into the focused combobox, moves to the first option with ArrowDown and picks it with Enter. */
async function pickWithKeyboard(page: Page, id: string, search: string, option: string): Promise<void> {
  const wanted = page.locator(`#${id}__listbox`).getByRole('option', { name: option, exact: true });
  await page.keyboard.type(search);
  await wanted.waitFor();
  await page.keyboard.press('ArrowDown');
  // The option ArrowDown highlights is the one Enter picks.
  const highlighted = await page.locator(`#${id}`).getAttribute('aria-activedescendant');
  expect(highlighted, `ArrowDown should highlight '${option}'`).toBe(await wanted.getAttribute('id'));
  await page.keyboard.press('Enter');
}

/** Fills every field from the top of a freshly opened form; ends with the focus on the consent checkbox. */
export async function fillForm(page: Page, person: Delegate, options: { inConsole?: boolean } = {}): Promise<void> {
  if (options.inConsole) {
    // The console's page has its own links before the form: start from whatever comes just before its first field.
    await page.locator('#root_title').focus();
    await page.keyboard.press('Shift+Tab');
  } else {
    // The language switcher comes first on every page; its last link is the stop before the form.
    await page.locator('.language-switcher a').last().focus();
  }
  await tabTo(page, 'root_title');
  await page.keyboard.type(person.title);
  expect(await page.locator('#root_title').inputValue()).toBe(person.title);

  await tabTo(page, 'root_familyName');
  await page.keyboard.type(person.familyName);
  await tabTo(page, 'root_givenName');
  await page.keyboard.type(person.givenName);

  await tabTo(page, 'root_region');
  await pickWithKeyboard(page, 'root_region', person.regionSearch, person.region);
  await expect.poll(() => page.locator('#root_region').inputValue()).toBe(person.region);
  // The organisation select appears only once a region is chosen.
  await page.locator('#root_organizationNameSelect').waitFor();

  await tabTo(page, 'root_organizationNameSelect');
  await page.keyboard.type(person.organizationKeys);
  expect(await page.locator('#root_organizationNameSelect').inputValue()).toBe(person.organization);

  await tabTo(page, 'root_postTitle');
  await page.keyboard.type(person.postTitle);
  await tabTo(page, 'root_email');
  await page.keyboard.type(person.email);
  await tabTo(page, 'root_confirmEmail');
  await page.keyboard.type(person.email);

  await tabTo(page, 'root_iddCode');
  // The region suggests its dialling code; another one is typed over the suggestion.
  if ((await page.locator('#root_iddCode').inputValue()) !== person.diallingText) {
    await page.keyboard.press('ControlOrMeta+A');
    await pickWithKeyboard(page, 'root_iddCode', person.diallingSearch, person.diallingOption);
  }
  await expect.poll(() => page.locator('#root_iddCode').inputValue()).toBe(person.diallingText);

  await tabTo(page, 'root_phoneNumber');
  await page.keyboard.type(person.phoneKeys);

  await page.getByRole('radio', { name: person.fee, exact: true }).click();
  // Within the dinner's own group: another question (a site visit) may offer the same Yes and No.
  const dinner = page.getByRole('group', { name: fieldLabel('joinGalaDinner') });
  await dinner.getByRole('radio', { name: optionText('joinGalaDinner', person.dinner), exact: true }).click();
  if (person.dinner === joining && person.dietaryPreference) {
    const dietary = page.getByRole('group', { name: fieldLabel('dietaryPreference') });
    await dietary
      .getByRole('radio', { name: optionText('dietaryPreference', person.dietaryPreference), exact: true })
      .click();
  }
  await page.getByRole('radio', { name: paymentLabels[person.payment] }).click();

  await tabTo(page, 'root_consentAcknowledge');
  await page.keyboard.press('Space');
  expect(await page.locator('#root_consentAcknowledge').isChecked()).toBe(true);
}

/** What the form shows, field by field, as a person reads it back. */
export interface ShownValues {
  title: string;
  familyName: string;
  givenName: string;
  region: string;
  organization: string;
  postTitle: string;
  email: string;
  confirmEmail: string;
  iddCode: string;
  phoneNumber: string;
  fee: string;
  dinner: string;
  dietaryPreference: string;
  payment: string;
  consent: boolean;
}

export function shownValues(page: Page): Promise<ShownValues> {
  return page.evaluate(() => {
    const value = (id: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)?.value ?? '';
    const chosen = (name: string) =>
      document.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);
    const organization = document.querySelector<HTMLSelectElement>('#root_organizationNameSelect');
    return {
      title: value('root_title'),
      familyName: value('root_familyName'),
      givenName: value('root_givenName'),
      region: value('root_region'),
      organization: organization?.selectedOptions[0]?.textContent ?? '',
      postTitle: value('root_postTitle'),
      email: value('root_email'),
      confirmEmail: value('root_confirmEmail'),
      iddCode: value('root_iddCode'),
      phoneNumber: value('root_phoneNumber'),
      fee: chosen('feeCategory')?.getAttribute('aria-label') ?? '',
      dinner: chosen('joinGalaDinner')?.value ?? '',
      dietaryPreference: chosen('dietaryPreference')?.value ?? '',
      payment: chosen('paymentMethod')?.value ?? '',
      consent: document.querySelector<HTMLInputElement>('#root_consentAcknowledge')?.checked ?? false,
    };
  });
}

/** What the form should show once `person` filled it. */
export function expectedValues(person: Delegate): ShownValues {
  return {
    title: person.title,
    familyName: person.familyName,
    givenName: person.givenName,
    region: person.region,
    organization: person.organization,
    postTitle: person.postTitle,
    email: person.email,
    confirmEmail: person.email,
    iddCode: person.diallingText,
    phoneNumber: person.phoneNumber,
    fee: person.fee,
    dinner: person.dinner,
    dietaryPreference: person.dinner === joining ? (person.dietaryPreference ?? '') : '',
    payment: person.payment,
    consent: true,
  };
}
