/** The request's schema compiled by the form's own ajv set-up (core/validation), as the browser's precompiled copy is. */
import visaLetterSchema from '@schemas/visa-letter.schema.json';

import { createFormAjv } from '../../core/validation/createFormAjv';

export const validateVisaRequest = createFormAjv({ strict: true }).compile(visaLetterSchema);
