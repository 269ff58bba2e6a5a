// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { feeColumnFor, isFeeAllowed, totalFee } from '../../../core/rules/fees';
import { authorityLabel } from '../../../core/rules/organisation';
import { isRegistrationOpen, periodAt } from '../../../core/rules/period';
import { instants, periods } from '../../support/eventTimes';
import { feeOption } from '../../support/schemaTexts';

describe('fee rules', () => {
  it('maps each member status to its fee column', () => {
    expect(feeColumnFor(fees, 'Member')?.id).toBe('Members');
    expect(feeColumnFor(fees, 'Applicant')?.id).toBe('Members');
    expect(feeColumnFor(fees, 'Pre-Applicant')?.id).toBe('Applicants');
    expect(feeColumnFor(fees, 'Non-member')?.id).toBe('Non-members');
    expect(feeColumnFor(fees, undefined)).toBeUndefined();
  });

  it('allows a fee only in the column of the status and the active period', () => {
    expect(isFeeAllowed(fees, 'cm_member_early', 'Applicant', 'earlyBird')).toBe(true);
    expect(isFeeAllowed(fees, 'cm_member_early', 'Applicant', 'standard')).toBe(false);
    expect(isFeeAllowed(fees, 'cm_member_std', 'Pre-Applicant', 'standard')).toBe(false);
    expect(isFeeAllowed(fees, 'nope', 'Member', 'earlyBird')).toBe(false);
  });

  it('totals the chosen fee, and 0 with none', () => {
    expect(totalFee(fees, 'cm_sem_nonmember_std')).toBe(feeOption('cm_sem_nonmember_std').price);
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
