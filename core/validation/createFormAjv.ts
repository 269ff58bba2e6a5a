import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import type { Options } from 'ajv';

import { validatorOptions } from './validatorOptions';

/**
 * An ajv built the way RJSF builds the form's validator, from the one options object: the server, the schema check
 * and the tests compile with it; `overrides` only tightens (strict mode, a logger).
 */
export function createFormAjv(overrides: Options = {}) {
  const options = validatorOptions;
  return createAjvInstance(
    options.additionalMetaSchemas,
    options.customFormats,
    { ...options.ajvOptionsOverrides, ...overrides },
    options.ajvFormatOptions,
    options.AjvClass,
    options.extenderFn,
  );
}
