/** The staff-edited data files of schemas/, typed once for the whole app and the server. */
import eventJson from '@schemas/event.json';
import feesJson from '@schemas/fees.json';

import type { EventInfo, Fees } from './types';

export const event: EventInfo = eventJson;
export const fees: Fees = feesJson;
