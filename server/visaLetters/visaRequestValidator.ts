/** The request's schema compiled by the form's own ajv set-up (core/validation), as the browser's precompiled copy is. */
import { createFormAjv } from '../../core/validation/createFormAjv';
import visaLetterSchema from '../../schemas/visa-letter.schema.json';

export const validateVisaRequest = createFormAjv({ strict: true }).compile(visaLetterSchema);
