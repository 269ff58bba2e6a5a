/** The schema keyword that marks a field a delegate may correct on their own page (core/registration/delegateEditable.ts). */
import type { KeywordDefinition } from 'ajv';

/** The `delegateEditable` keyword: an annotation whose value ajv checks when the schema is compiled. */
export const delegateEditableKeyword: KeywordDefinition = {
  keyword: 'delegateEditable',
  metaSchema: { type: 'boolean' },
};
