import type { RegFormContext } from '../../src/form/formContext';

/** What a block placed between fields (`{"block": "TotalFee"}`) receives: what the form derived for it. */
export interface BlockProps {
  formContext: RegFormContext;
}
