/** Registrations kept straight through the store, built from schemas/ (fees, regions), for the staff console's tests. */
import { fees } from '../../../src/model/schemaData';
import type { FeeOption } from '../../../src/model/types';
import type { NewRegistration, Store, StoredRegistration } from '../../../server/store/Store';
import { regionWithAuthorities, uniqueEmail } from '../helpers/payload';

/** A fee option of a period and column, from schemas/fees.json. */
export function feeOption(period: string, column: string): FeeOption {
  const option = fees.options.find((candidate) => candidate.period === period && candidate.column === column);
  if (!option) throw new Error(`schemas/fees.json has no ${period} fee in column ${column}`);
  return option;
}

/** A bank-transfer registration in the early-bird Members column unless told otherwise. */
export function newRegistration(overrides: Partial<NewRegistration> = {}): NewRegistration {
  const region = regionWithAuthorities();
  const option = feeOption('earlyBird', 'Members');
  return {
    title: 'Dr',
    familyName: 'Chan',
    givenName: 'Tai Man',
    region: region.regionName,
    organizationName: 'Department of Health',
    postTitle: 'Inspector',
    email: uniqueEmail('staffview'),
    iddCode: '+852',
    phoneNumber: '21234567',
    feeCategory: option.value,
    feeAmount: option.price,
    currency: fees.currency,
    feePeriod: option.period,
    joinGalaDinner: 'No',
    dietaryPreference: '',
    memberStatus: region.status,
    paymentMethod: 'bank',
    ...overrides,
  };
}

/** Keeps a registration and answers it as stored (with its reference). */
export async function keep(store: Store, overrides: Partial<NewRegistration> = {}, at = new Date('2025-09-01T10:00:00+08:00')): Promise<StoredRegistration> {
  const inserted = await store.insertRegistration(newRegistration(overrides), at);
  if (inserted.outcome !== 'created') throw new Error('the registration was not created');
  return inserted.registration;
}
