/** The bank CSV's columns as schemas/organiser.json names them (staff data, checked by check:schemas). */
import organiserJson from '@schemas/organiser.json';

import type { CsvStatementMapping } from './csvStatement';

export const statementMapping = organiserJson.bankStatementCsv as CsvStatementMapping;
