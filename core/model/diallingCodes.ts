/** The 250 dialling codes; kept out of schemaData so the page loads them only with the widget that shows them. */
import diallingCodesJson from '@schemas/dialling-codes.json';

import type { DiallingCode } from './types';

export const diallingCodes = diallingCodesJson as DiallingCode[];
