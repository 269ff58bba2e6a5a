import type { RegistrationValues } from '../../core/model/types';

/** The conditions a note or block of the UI schema may wait for by key (widgets/support/registryKeys.ts). */
export function conditionsOf(values: RegistrationValues): { regionChosen: boolean; bankChosen: boolean } {
  return {
    regionChosen: Boolean(values.region),
    bankChosen: values.paymentMethod === 'bank',
  };
}
