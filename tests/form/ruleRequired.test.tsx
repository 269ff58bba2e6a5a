import type { RJSFSchema } from '@rjsf/utils';
import formSchema from '@schemas/form.schema.json';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fieldsRequiredByRules } from '../../src/form/ruleRequired';
import { listedRegion } from '../support/eventShape';
import { fieldLabel, regionWhere } from '../support/schemaTexts';
import { extraAnswer, pickFromCombobox } from './formActions';
import { renderForm } from './renderForm';

/** The label's visible '*' marker (aria-hidden, as the control says `required` itself). */
function marker(control: HTMLElement): string | null {
  const label = control.id ? document.querySelector(`label[for="${control.id}"]`) : null;
  return label?.querySelector('.required')?.textContent ?? null;
}

describe('required markers from the schema rules', () => {
  it('are the fields a rule of form.schema.json makes required', () => {
    expect(fieldsRequiredByRules(formSchema as unknown as RJSFSchema).sort()).toEqual(
      ['dietaryPreference', 'organizationNameInput', 'organizationNameSelect'].sort(),
    );
  });

  it('mark the organisation select of a region with authorities', async () => {
    const { user } = renderForm();
    const region = listedRegion().regionName;
    await pickFromCombobox(user, fieldLabel('region'), region, region);
    const select = screen.getByRole('combobox', { name: new RegExp(`^${fieldLabel('organizationNameSelect')}`) });
    expect(select).toBeRequired();
    expect(marker(select)).toBe('*');
  });

  it("mark the free-text organisation of an 'Others' region", async () => {
    const { user } = renderForm();
    const others = regionWhere('an Others region without authorities', (region) => region.authorities.length === 0);
    await pickFromCombobox(user, fieldLabel('region'), others.regionName, others.regionName);
    const input = screen.getByRole('textbox', { name: new RegExp(`^${fieldLabel('organizationNameInput')}`) });
    expect(input).toBeRequired();
    expect(marker(input)).toBe('*');
  });

  it('mark the dietary preference once it is shown', async () => {
    const { user } = renderForm();
    await user.click(extraAnswer('Yes'));
    const group = screen.getByRole('group', { name: new RegExp(`^${fieldLabel('dietaryPreference')}`) });
    expect(group.querySelector('legend .required')?.textContent).toBe('*');
    for (const radio of screen
      .getAllByRole('radio')
      .filter((element) => element.getAttribute('name')?.includes('dietary')))
      expect(radio).toBeRequired();
  });
});
