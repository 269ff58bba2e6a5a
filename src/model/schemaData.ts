/** The staff-edited data files of schemas/, typed once for the whole app and the server. */
import eventJson from '../../schemas/event.json';
import feesJson from '../../schemas/fees.json';
import regionsJson from '../../schemas/regions.json';
import type { EventInfo, Fees, Region } from './types';

export const event = eventJson as EventInfo;
export const fees = feesJson as Fees;
export const regions = regionsJson as Region[];
