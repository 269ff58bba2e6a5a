/**
 * The fee grid of an event whose delegates choose their column (tests/support/chosenColumnsEvent.ts): every column
 * the region's status opens can be chosen, the line above the grid names them all, and the others stay closed.
 */
import en from '@schemas/messages/en.json';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { regions } from '../../core/model/regionList';
import { fees } from '../../core/model/schemaData';
import { chosenColumns, chosenFees, chosenRegions, chosenTexts } from '../support/chosenColumnsEvent';
import { formField, renderWidget, type WidgetData } from './renderWidget';

const fee = formField('feeCategory');
const data: WidgetData = { fees: chosenFees(fees), regions: chosenRegions(regions), messages: chosenTexts };
const [academic, industry, regulators] = chosenColumns;
const opening = data.fees?.periods[0]?.id ?? '';

/** The codes of the active grid's radios that can be chosen, by column. */
function enabledColumns(): string[] {
  const open = screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((radio) => !radio.matches(':disabled'))
    .map((radio) => data.fees?.options.find((option) => option.value === radio.value)?.column);
  return [...new Set(open)].filter((column): column is string => column !== undefined);
}

/** The grid of the period in force, where the choice is made. */
function activeGrid(): HTMLElement {
  const grid = document.querySelector<HTMLElement>(`fieldset[data-period="${opening}"]`);
  if (!grid) throw new Error(`No ${opening} grid rendered`);
  return grid;
}

/** The fixture's first region of a status with authorities listed. */
function regionOf(status: string): string {
  const region = data.regions?.find((candidate) => candidate.status === status && candidate.authorities.length > 0);
  if (!region) throw new Error(`the fixture has no ${status} region`);
  return region.regionName;
}

describe('FeeGridWidget, columns the delegate chooses', () => {
  it("opens both columns a university's status opens, names them above the grid, and keeps the other closed", () => {
    const regionName = regionOf('University');
    renderWidget({ ...fee, data, context: { regionName, period: opening } });
    expect(enabledColumns()).toEqual([academic.id, industry.id]);
    const both = new Intl.ListFormat('en').format([academic.words, industry.words]);
    const line = en['form.fees.columnsApply'].replace('{column}', both).replace('{region}', regionName);
    expect(within(activeGrid()).getByText(line)).toBeInTheDocument();
    const header = (name: string) => within(activeGrid()).getByRole('columnheader', { name });
    for (const column of [academic, industry]) expect(header(column.words)).toHaveClass('fee-grid__applies');
    expect(header(regulators.words)).not.toHaveClass('fee-grid__applies');
  });

  it('opens every column to a regulator', () => {
    renderWidget({ ...fee, data, context: { regionName: regionOf('Regulator'), period: opening } });
    expect(enabledColumns()).toEqual(chosenColumns.map((column) => column.id));
  });

  it.each([academic, industry])('lets a company choose a fee of the $id column and submits it', async (column) => {
    const { user, submit, submittedValue } = renderWidget({
      ...fee,
      data,
      context: { regionName: regionOf('Company'), period: opening },
    });
    const option = data.fees?.options.find((entry) => entry.column === column.id && entry.period === opening);
    const radio = within(activeGrid())
      .getAllByRole<HTMLInputElement>('radio')
      .find((entry) => entry.value === option?.value);
    if (!radio || !option) throw new Error(`no ${column.id} radio`);
    await user.click(radio);
    expect(radio).toBeChecked();
    await submit();
    expect(submittedValue()).toBe(option.value);
    expect(enabledColumns()).toEqual([academic.id, industry.id]);
  });
});
