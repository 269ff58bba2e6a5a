import { describe, expect, it } from 'vitest';

import { conditionHolds, fieldConditionsOf, withoutHidden } from '../../../core/rules/schemaConditions';

/** A course's form of its own: a licence number asked only of pharmacists, a site visit's shoe size only if going. */
const courseSchema = {
  type: 'object',
  required: ['category', 'visit'],
  properties: {
    category: { type: 'string', enum: ['pharmacist', 'inspector', 'student'] },
    licence: { type: 'string' },
    university: { type: 'string' },
    visit: { type: 'string', enum: ['Yes', 'No'] },
    shoeSize: { type: 'number' },
  },
  allOf: [
    {
      if: { required: ['category'], properties: { category: { const: 'pharmacist' } } },
      then: { required: ['licence'] },
      else: {
        if: { required: ['category'], properties: { category: { enum: ['student'] } } },
        then: { required: ['university'] },
      },
    },
    { if: { properties: { visit: { const: 'Yes' } }, required: ['visit'] }, then: { required: ['shoeSize'] } },
  ],
};

describe('fields shown on a condition of the schema', () => {
  const conditions = fieldConditionsOf(courseSchema);

  it('finds every field a branch requires and the root does not', () => {
    expect([...conditions.fields].sort()).toEqual(['licence', 'shoeSize', 'university']);
  });

  it('shows a field only while the branch that requires it applies, nested else included', () => {
    expect(conditions.hiddenFields({})).toEqual(new Set(['licence', 'university', 'shoeSize']));
    expect(conditions.hiddenFields({ category: 'pharmacist' })).toEqual(new Set(['university', 'shoeSize']));
    expect(conditions.hiddenFields({ category: 'student', visit: 'Yes' })).toEqual(new Set(['licence']));
    expect(conditions.hiddenFields({ category: 'inspector', visit: 'No' })).toEqual(
      new Set(['licence', 'university', 'shoeSize']),
    );
  });

  it('drops the value of a field once its condition no longer holds, and keeps the object when nothing is hidden', () => {
    const values = { category: 'inspector', licence: 'PH-1234', visit: 'Yes', shoeSize: 42 };
    expect(withoutHidden(values, conditions)).toEqual({ category: 'inspector', visit: 'Yes', shoeSize: 42 });
    const shown = { category: 'pharmacist', licence: 'PH-1234', visit: 'No' };
    expect(withoutHidden(shown, conditions)).toBe(shown);
  });

  it('reads the keywords of a condition as JSON Schema does', () => {
    const values = { name: 'Ｍüller', count: 3 };
    expect(conditionHolds({ properties: { name: { minLength: 6, maxLength: 6 } } }, values)).toBe(true);
    expect(conditionHolds({ properties: { name: { pattern: '^Ｍ' } } }, values)).toBe(true);
    expect(conditionHolds({ properties: { count: { type: 'integer', minimum: 4 } } }, values)).toBe(false);
    expect(conditionHolds({ not: { required: ['missing'] } }, values)).toBe(true);
    expect(conditionHolds({ anyOf: [{ required: ['missing'] }, { required: ['count'] }] }, values)).toBe(true);
    // A property the values lack satisfies its schema, as in JSON Schema; `required` is what asks for it.
    expect(conditionHolds({ properties: { missing: { const: 'x' } } }, values)).toBe(true);
    expect(conditionHolds(false, values)).toBe(false);
  });
});
