import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';

import { delegateEditableKeyword } from '../registration/delegateEditableKeyword.js';
import { payloadKeyword } from '../registration/payloadDeclaration.js';
import { emailAddressPattern } from '../rules/email.js';
import { visibleCharacterPattern } from '../rules/visibleText.js';

/** The one set of ajv options for the form's validator, the precompile step, the schema check and the server. */
export const validatorOptions: CustomValidatorOptionsType = {
  // $data lets confirmEmail refer to email inside the schema (spec section 5); `payload` says how a field travels,
  // `delegateEditable` which fields a delegate corrects on their own page.
  ajvOptionsOverrides: { $data: true, keywords: [payloadKeyword, delegateEditableKeyword] },
  // The rules of core/rules/ as formats the schema names. Regular expressions, so the precompiled validator carries
  // them inline (ajv's standalone code cannot carry a function).
  customFormats: { 'email-address': emailAddressPattern, 'visible-text': visibleCharacterPattern },
  extenderFn: ajvErrors,
};
