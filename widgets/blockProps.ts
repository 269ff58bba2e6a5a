import type { RegFormContext } from '../src/form/formContext';
import type { RegistrationValues } from '../src/model/types';

/** What a block placed between fields (`{"block": "TotalFee"}`) receives. */
export interface BlockProps {
  formData: RegistrationValues;
  formContext: RegFormContext;
}
