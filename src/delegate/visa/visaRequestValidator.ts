import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import visaLetterSchema from '@schemas/visa-letter.schema.json';
import validateFns from 'virtual:visa-letter-validator';

import type { VisaSchemaValidator } from '../../../core/rules/visaLetter';

const schema = visaLetterSchema as unknown as RJSFSchema;
const precompiled = createPrecompiledValidator(validateFns, schema);

/**
 * The request's schema as the browser checks it: precompiled from schemas/visa-letter.schema.json with the form's ajv
 * options (the page's Content-Security-Policy allows no compiling), answering as the server's compiled one does.
 */
export const validateVisaRequest: VisaSchemaValidator = Object.assign(
  (data: unknown) => {
    const { errors } = precompiled.rawValidation(schema, data);
    validateVisaRequest.errors = errors ?? null;
    return !errors || errors.length === 0;
  },
  { errors: null },
);
