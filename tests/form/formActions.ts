import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { formFieldTable } from '../../core/registration/formFieldTable';
import { extra } from '../support/eventExtra';
import { columnAt, listedRegion, rowAt } from '../support/eventShape';
import { authorityText, beginningWith, feeAt, feeName, fieldLabel } from '../support/schemaTexts';

/** Picks an option of a searchable select by typing part of its text and clicking the option. */
export async function pickFromCombobox(user: UserEvent, label: string, typed: string, option: string | RegExp) {
  const input = screen.getByRole('combobox', { name: new RegExp(label) });
  await user.clear(input);
  await user.type(input, typed);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`The ${label} combobox controls no listbox.`);
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** The error texts shown for a control, read through its aria-describedby as assistive technology would. */
export function errorsOf(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('__error'));
  return ids.flatMap((id) =>
    [...(document.getElementById(id)?.querySelectorAll('p') ?? [])].map((p) => p.textContent ?? ''),
  );
}

/** A text field found by the label schemas/ gives it, as a person finds it (the label may be followed by the '*'). */
export function textbox(field: string): HTMLElement {
  const label = fieldLabel(field);
  return screen.getByRole('textbox', { name: (name) => name === label || name.startsWith(`${label} `) });
}

/** The form field of the event's first extra's question (the dinner's). */
export const extraField = formFieldTable.entry(extra.question)?.fields[0] ?? extra.question;

/**
 * An answer to the first extra's question (the dinner's), found within its own group: other questions (a site visit)
 * may offer the same Yes and No.
 */
export function extraAnswer(answer: string): HTMLElement {
  const group = screen.getByRole('group', { name: beginningWith(fieldLabel(extraField)) });
  return within(group).getByRole('radio', { name: answer });
}

/**
 * Who fillValidForm registers: a region of the first fee column of schemas/regions.json, its first authority and a
 * fee of that column in the first period.
 */
export const validDelegate = (() => {
  const region = listedRegion();
  return {
    region: region.regionName,
    organisation: authorityText(region.authorities[0]),
    feeCategory: feeAt(rowAt(1), columnAt(0)).value,
  };
})();

/** Fills every field with valid values for a region with authorities, paying by bank transfer without dinner. */
export async function fillValidForm(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: /^Title/ }), 'Dr');
  await user.type(screen.getByRole('textbox', { name: /^Family Name/ }), 'Chan');
  await user.type(screen.getByRole('textbox', { name: /^Given Name/ }), 'Tai Man');
  await pickFromCombobox(user, 'Country / Region / Others', validDelegate.region, validDelegate.region);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Name of Organization/ }), validDelegate.organisation);
  await user.type(textbox('postTitle'), 'Pharmacist');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'tm.chan@example.org');
  await user.type(screen.getByRole('textbox', { name: /^Confirm Email/ }), 'tm.chan@example.org');
  await pickFromCombobox(user, 'Country/region code', '852', /Hong Kong/);
  await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '21234567');
  await user.click(screen.getByRole('radio', { name: feeName(validDelegate.feeCategory) }));
  await user.click(extraAnswer('No'));
  await user.click(screen.getByRole('radio', { name: /^Bank Transfer/ }));
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}
