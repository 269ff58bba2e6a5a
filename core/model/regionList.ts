/** The region list; kept out of schemaData so the page loads it just after the form, with the widgets that use it. */
import regionsJson from '@schemas/regions.json';

import type { Region } from './types';

export const regions = regionsJson as Region[];
