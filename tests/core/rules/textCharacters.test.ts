import formSchema from '@schemas/form.schema.json';
import { describe, expect, it } from 'vitest';

import { hasOnlySafeCharacters } from '../../../core/rules/textCharacters';

/** The text fields whose pattern refuses unsafe characters in the form. */
const patternFields = Object.entries(formSchema.properties as Record<string, { errorMessage?: { pattern?: string } }>)
  .filter(([, property]) => property.errorMessage?.pattern === 'error.text.characters')
  .map(([field]) => field);

const samples = [
  'Chan',
  '陳大文',
  'a\u0000',
  'a\n',
  '\u0085',
  'a\u202eb',
  '\u2066',
  '\ud800',
  'a\udc00',
  '😀',
  '\u061c',
];

describe('the characters a text may hold', () => {
  it('refuses control, bidi and lone-surrogate characters', () => {
    expect(samples.filter(hasOnlySafeCharacters)).toEqual(['Chan', '陳大文', '😀']);
  });

  it.each(patternFields)('is the rule of the form’s %s field', (field) => {
    const pattern = (formSchema.properties as Record<string, { pattern?: string }>)[field]?.pattern ?? '';
    const schemaRule = new RegExp(pattern, 'u');
    for (const sample of samples)
      expect(schemaRule.test(sample), JSON.stringify(sample)).toBe(hasOnlySafeCharacters(sample));
  });
});
