/**
 * The fee rules on an event whose delegates choose their column (tests/support/chosenColumnsEvent.ts): the columns a
 * status opens, the fees it may take, and a manager's change of region where more than one column is open.
 */
import { describe, expect, it } from 'vitest';

import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import type { Region } from '../../../core/model/types';
import { feeCellAfter } from '../../../core/rules/feeCell';
import { allowedFeeColumns, isFeeAllowed } from '../../../core/rules/fees';
import { chosenColumns, chosenFee, chosenFees, chosenRegions } from '../../support/chosenColumnsEvent';

const chosen = chosenFees(fees);
const chosenRegionList = chosenRegions(regions);
const [academic, industry, regulators] = chosenColumns;
const period = chosen.periods[0]?.id ?? '';

function regionOf(status: string): Region {
  const region = chosenRegionList.find((entry) => entry.status === status);
  if (!region) throw new Error(`the fixture has no ${status} region`);
  return region;
}

describe('fee columns the delegate chooses', () => {
  it('opens to a status every column that lists it, in the order of fees.json', () => {
    const open = (status: string) => allowedFeeColumns(chosen, status).map((column) => column.id);
    expect(open('Company')).toEqual([academic.id, industry.id]);
    expect(open('Regulator')).toEqual([academic.id, industry.id, regulators.id]);
    expect(open('Member')).toEqual([]);
  });

  it('allows a fee of any open column, and none of a closed one', () => {
    expect(isFeeAllowed(chosen, chosenFee(chosen, academic.id, period), 'Company', period)).toBe(true);
    expect(isFeeAllowed(chosen, chosenFee(chosen, industry.id, period), 'Company', period)).toBe(true);
    expect(isFeeAllowed(chosen, chosenFee(chosen, regulators.id, period), 'Company', period)).toBe(false);
  });

  it("keeps the column a manager's change of region leaves open, and asks for a fee where several are open", () => {
    const current = (column: string) => ({
      feeCategory: chosenFee(chosen, column, period),
      region: regionOf('Regulator').regionName,
      period,
    });
    const company = { region: regionOf('Company').regionName };
    const kept = feeCellAfter(chosen, chosenRegionList, current(industry.id), company);
    expect('option' in kept && kept.option.column).toBe(industry.id);
    expect(feeCellAfter(chosen, chosenRegionList, current(regulators.id), company)).toEqual({ refused: 'noCell' });
    const asked = feeCellAfter(chosen, chosenRegionList, current(regulators.id), {
      ...company,
      feeCategory: chosenFee(chosen, academic.id, period),
    });
    expect('option' in asked && asked.option.column).toBe(academic.id);
  });
});
