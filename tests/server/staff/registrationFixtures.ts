/** Registrations kept straight through the store, built from schemas/ (fees, regions), for the staff console's tests. */
import { fees } from '../../../core/model/schemaData';
import type { FeeOption, RegistrationPayload } from '../../../core/model/types';
import type { NewRegistration, Store, StoredRegistration } from '../../../server/store/Store';
import { columnAt } from '../../support/eventShape';
import { periods } from '../../support/eventTimes';
import { instants, newRegistration, uniqueEmail } from '../helpers/payload';

/** A fee option of a period and column, from schemas/fees.json. */
export function feeOption(period: string, column: string): FeeOption {
  const option = fees.options.find((candidate) => candidate.period === period && candidate.column === column);
  if (!option) throw new Error(`schemas/fees.json has no ${period} fee in column ${column}`);
  return option;
}

/** A bank-transfer registration in the first fee column of the first period unless told otherwise, with any field replaced. */
export function staffRegistration(fields: Partial<RegistrationPayload> = {}): NewRegistration {
  return newRegistration({
    organization_name: 'Department of Health',
    post_title: 'Inspector',
    email: uniqueEmail('staffview'),
    fee_category: feeOption(periods.first, columnAt(0)).value,
    join_gala_dinner: 'No',
    dietary_preference: '',
    ...fields,
  });
}

/** Keeps a registration, by default on a morning of the first fee period, and answers it as stored (with its reference). */
export async function keep(
  store: Store,
  fields: Partial<RegistrationPayload> = {},
  at = new Date(instants.earlyBird),
): Promise<StoredRegistration> {
  const inserted = await store.insertRegistration(staffRegistration(fields), at);
  if (inserted.outcome !== 'created') throw new Error('the registration was not created');
  return inserted.registration;
}
