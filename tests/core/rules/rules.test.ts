import { describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { allowedFeeColumns, isFeeAllowed, totalFee } from '../../../core/rules/fees';
import { authorityLabel } from '../../../core/rules/organisation';
import { isRegistrationOpen, periodAt } from '../../../core/rules/period';
import { columnAt, rowAt, statusOpening, statusOutside } from '../../support/eventShape';
import { instants, periods } from '../../support/eventTimes';
import { feeAt } from '../../support/schemaTexts';

describe('fee rules', () => {
  const open = (status: string | undefined) => allowedFeeColumns(fees, status).map((column) => column.id);

  it('opens to each status the columns fees.json lists it under, and none without a status', () => {
    for (const column of fees.columns) for (const status of column.statuses) expect(open(status)).toContain(column.id);
    expect(open(statusOutside(columnAt(0)))).not.toContain(columnAt(0));
    expect(open(undefined)).toEqual([]);
  });

  it('allows a fee only in the column of the status and the active period', () => {
    const inside = statusOpening(columnAt(0));
    const first = feeAt(rowAt(0), columnAt(0), periods.first).value;
    expect(isFeeAllowed(fees, first, inside, periods.first)).toBe(true);
    // An event of one period has no other period to refuse it in.
    if (periods.second !== periods.first) expect(isFeeAllowed(fees, first, inside, periods.second)).toBe(false);
    const outside = statusOutside(columnAt(0));
    expect(isFeeAllowed(fees, feeAt(rowAt(0), columnAt(0), periods.second).value, outside, periods.second)).toBe(false);
    expect(isFeeAllowed(fees, 'nope', inside, periods.first)).toBe(false);
  });

  it('totals the chosen fee, and 0 with none', () => {
    const fee = feeAt(rowAt(-1), columnAt(-1), periods.second);
    expect(totalFee(fees, fee.value)).toBe(fee.price);
    expect(totalFee(fees, undefined)).toBe(0);
  });
});

describe('period rules', () => {
  it('keeps the early bird through the deadline day in the event time zone', () => {
    expect(periodAt(event, fees, new Date(instants.lastEarlyBirdMoment))).toBe(periods.first);
    expect(periodAt(event, fees, new Date(instants.firstStandardMoment))).toBe(periods.second);
  });

  it('closes registration after the closing day', () => {
    expect(isRegistrationOpen(event, new Date(instants.lastOpenMoment))).toBe(true);
    expect(isRegistrationOpen(event, new Date(instants.closed))).toBe(false);
  });
});

describe('organisation labels', () => {
  it('reads name (acronym), or the name alone', () => {
    expect(authorityLabel({ name: 'Department of Health', acronym: 'DH' })).toBe('Department of Health (DH)');
    expect(authorityLabel({ name: 'Secretariat' })).toBe('Secretariat');
  });
});
