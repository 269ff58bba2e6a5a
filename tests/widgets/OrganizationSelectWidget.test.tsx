import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { othersRegion } from '../support/othersRegions';
import { authorityText, regionWhere } from '../support/schemaTexts';
import { markupData } from './fixtures/markupData';
import type { FieldSetup } from './renderWidget';
import { formField, renderWidget } from './renderWidget';

/** The organisation select as the form shows it once a region with authorities is chosen (required then). */
const organisation: FieldSetup = {
  ...formField('organizationNameSelect'),
  required: true,
  requiredMessage: 'error.organizationNameSelect.required',
};

/** A region of schemas/regions.json with several authorities, and the organisation options it gives. */
const region = regionWhere('region with two or more authorities', (candidate) => candidate.authorities.length > 1);
const regionOptions = region.authorities.map(authorityText);
/** The secretariat, whose one authority has no acronym (spec section 3). */
const secretariat = othersRegion('other_pics');

function optionTexts(): (string | null)[] {
  const select = screen.getByRole('combobox', { name: 'Name of Organization' });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('OrganizationSelectWidget', () => {
  it("lists the chosen region's authorities as 'name (acronym)'", () => {
    renderWidget({ ...organisation, context: { regionName: region.regionName } });
    expect(optionTexts()).toEqual(['Please select', ...regionOptions]);
    expect(regionOptions.some((option) => / \(.+\)$/.test(option))).toBe(true);
  });

  it('shows the name alone for an authority without an acronym', () => {
    renderWidget({ ...organisation, context: { regionName: secretariat.regionName } });
    expect(optionTexts()).toEqual(['Please select', ...secretariat.authorities.map((authority) => authority.name)]);
  });

  it('lists nothing but the placeholder while no region is chosen', () => {
    renderWidget(organisation);
    expect(optionTexts()).toEqual(['Please select']);
  });

  it('submits the text of the chosen authority', async () => {
    const { user, submit, submittedValue } = renderWidget({
      ...organisation,
      context: { regionName: region.regionName },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Name of Organization' }), regionOptions.at(-1)!);
    await submit();
    expect(submittedValue()).toBe(regionOptions.at(-1));
  });

  it('says "Please select an organization." when none is chosen', async () => {
    const { submit } = renderWidget({ ...organisation, context: { regionName: region.regionName } });
    await submit();
    expect(screen.getByRole('combobox', { name: 'Name of Organization' })).toHaveAccessibleDescription(
      'Please select an organization.',
    );
  });

  describe('markup', () => {
    // Drawn from the tests' own region: the snapshot follows the markup, not the authorities of schemas/.
    const frozen = { ...organisation, data: markupData, context: { regionName: 'Argentina' } };

    it('empty', () => {
      expect(renderWidget(frozen).field()).toMatchSnapshot();
    });

    it('filled', () => {
      expect(renderWidget({ ...frozen, value: 'National Institute of Drugs (INAME)' }).field()).toMatchSnapshot();
    });

    it('with an error', async () => {
      const { field, submit } = renderWidget(frozen);
      await submit();
      expect(field()).toMatchSnapshot();
    });

    it('disabled', () => {
      const { field } = renderWidget({ ...frozen, uiSchema: { ...organisation.uiSchema, 'ui:disabled': true } });
      expect(field()).toMatchSnapshot();
    });
  });

  it('finds an authority by its acronym typed on the select', async () => {
    const withAcronyms = regionWhere(
      "region whose authorities have acronyms that are not their names' first letters",
      (candidate) =>
        candidate.authorities.length > 1 &&
        candidate.authorities.some(
          (authority) => authority.acronym && !authority.name.toUpperCase().startsWith(authority.acronym[0]),
        ),
    );
    const target = withAcronyms.authorities.find(
      (authority) => authority.acronym && !authority.name.toUpperCase().startsWith(authority.acronym[0]),
    )!;
    const { user, submit, submittedValue } = renderWidget({
      ...organisation,
      context: { regionName: withAcronyms.regionName },
    });
    const select = screen.getByRole('combobox', { name: 'Name of Organization' });
    select.focus();
    await user.keyboard(target.acronym!.toLowerCase());
    expect(select).toHaveDisplayValue(authorityText(target));
    await submit();
    expect(submittedValue()).toBe(authorityText(target));
  });
});
