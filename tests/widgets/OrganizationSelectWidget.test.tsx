import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { FieldSetup } from './renderWidget';
import { formField, renderWidget } from './renderWidget';

/** The organisation select as the form shows it once a region with authorities is chosen (required then). */
const organisation: FieldSetup = {
  ...formField('organizationNameSelect'),
  required: true,
  requiredMessage: 'error.organizationNameSelect.required',
};

function optionTexts(): (string | null)[] {
  const select = screen.getByRole('combobox', { name: 'Name of Organization' });
  return within(select).getAllByRole('option').map((option) => option.textContent);
}

describe('OrganizationSelectWidget', () => {
  it("lists the chosen region's authorities as 'name (acronym)'", () => {
    renderWidget({ ...organisation, context: { regionName: 'Argentina' } });
    expect(optionTexts()).toEqual([
      'Please select',
      'National Institute of Drugs (INAME)',
      'National Administration of Drugs, Foods and Medical Devices (ANMAT)',
    ]);
  });

  it('shows the name alone for an authority without an acronym', () => {
    renderWidget({ ...organisation, context: { regionName: 'Others - PIC/S Secretariat' } });
    expect(optionTexts()).toEqual(['Please select', 'PIC/S Secretariat']);
  });

  it('lists nothing but the placeholder while no region is chosen', () => {
    renderWidget(organisation);
    expect(optionTexts()).toEqual(['Please select']);
  });

  it('submits the text of the chosen authority', async () => {
    const { user, submit, submittedValue } = renderWidget({ ...organisation, context: { regionName: 'Argentina' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Name of Organization' }), 'National Institute of Drugs (INAME)');
    await submit();
    expect(submittedValue()).toBe('National Institute of Drugs (INAME)');
  });

  it('says "Please select an organization." when none is chosen', async () => {
    const { submit } = renderWidget({ ...organisation, context: { regionName: 'Argentina' } });
    await submit();
    expect(screen.getByRole('combobox', { name: 'Name of Organization' })).toHaveAccessibleDescription(
      'Please select an organization.',
    );
  });

  describe('markup', () => {
    it('empty', () => {
      expect(renderWidget({ ...organisation, context: { regionName: 'Argentina' } }).field()).toMatchSnapshot();
    });

    it('filled', () => {
      const { field } = renderWidget({
        ...organisation,
        context: { regionName: 'Argentina' },
        value: 'National Institute of Drugs (INAME)',
      });
      expect(field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget({ ...organisation, context: { regionName: 'Argentina' } });
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      const { field } = renderWidget({
        ...organisation,
        uiSchema: { ...organisation.uiSchema, 'ui:disabled': true },
        context: { regionName: 'Argentina' },
      });
      expect(field()).toMatchSnapshot();
    });
  });
});
