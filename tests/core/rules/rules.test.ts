import { describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { allowedFeeColumns, isFeeAllowed, totalFee } from '../../../core/rules/fees';
import { authorityLabel } from '../../../core/rules/organisation';
import { isRegistrationOpen, periodAt } from '../../../core/rules/period';
import { instants, periods } from '../../support/eventTimes';
import { feeAt } from '../../support/schemaTexts';

describe('fee rules', () => {
  it('opens to each member status its one fee column, and none without a status', () => {
    const open = (status: string | undefined) => allowedFeeColumns(fees, status).map((column) => column.id);
    expect(open('Member')).toEqual(['Members']);
    expect(open('Applicant')).toEqual(['Members']);
    expect(open('Pre-Applicant')).toEqual(['Applicants']);
    expect(open('Non-member')).toEqual(['Non-members']);
    expect(open(undefined)).toEqual([]);
  });

  it('allows a fee only in the column of the status and the active period', () => {
    const first = feeAt('cm', 'Members', periods.first).value;
    expect(isFeeAllowed(fees, first, 'Applicant', periods.first)).toBe(true);
    // An event of one period has no other period to refuse it in.
    if (periods.second !== periods.first) expect(isFeeAllowed(fees, first, 'Applicant', periods.second)).toBe(false);
    expect(isFeeAllowed(fees, feeAt('cm', 'Members', periods.second).value, 'Pre-Applicant', periods.second)).toBe(
      false,
    );
    expect(isFeeAllowed(fees, 'nope', 'Member', periods.first)).toBe(false);
  });

  it('totals the chosen fee, and 0 with none', () => {
    const fee = feeAt('cm_sem', 'Non-members', periods.second);
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
