import { describe, expect, it } from 'vitest';

import { fieldConditionsOf } from '../../core/rules/schemaConditions';
import { createFormAjv } from '../../core/validation/createFormAjv';
import { wideForm, wideFormSchema } from '../../scripts/bench/wideForm/wideFormSchema';

const { schema, uiSchema, messages } = wideForm;
const properties = schema.properties;
const parts = (
  uiSchema['ui:options'] as { parts: { legend: string; content: ({ field: string } | { note: string })[] }[] }
).parts;

describe('wideFormSchema', () => {
  it('has 300 fields, each placed once in a part of the UI schema', () => {
    expect(Object.keys(properties)).toHaveLength(300);
    const placed = parts.flatMap((part) => part.content.flatMap((entry) => ('field' in entry ? [entry.field] : [])));
    expect(placed).toEqual(Object.keys(properties));
    expect(parts).toHaveLength(12);
  });

  it('mixes texts, e-mails, selects, radios, checkboxes and numbers, and requires 90 of them', () => {
    const widgets = Object.values(uiSchema).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && 'ui:widget' in entry ? [String(entry['ui:widget'])] : [],
    );
    expect(new Set(widgets)).toEqual(new Set(['EmailWidget', 'SelectWidget', 'RadioWidget', 'CheckboxWidget']));
    expect(Object.values(properties).filter((node) => node.type === 'number')).toHaveLength(30);
    expect(Object.values(properties).filter((node) => node.type === 'boolean')).toHaveLength(30);
    expect(schema.required).toHaveLength(90);
  });

  it('declares 30 conditional fields the engine reads, half shown by a typed answer and half by a radio', () => {
    const conditions = fieldConditionsOf(schema);
    expect(conditions.fields).toHaveLength(30);
    expect(conditions.hiddenFields({})).toEqual(new Set(conditions.fields));
    expect(conditions.hiddenFields({ [wideForm.conditionDriver]: 'A' }).has(wideForm.conditionalField)).toBe(false);
    const radioDrivers = schema.allOf.filter((rule) => JSON.stringify(rule).includes('"const":"Yes"'));
    expect(radioDrivers).toHaveLength(15);
  });

  it('types into a middle field that no condition reads', () => {
    expect(wideForm.middleField).toBe('f152');
    expect(properties[wideForm.middleField].type).toBe('string');
    expect(JSON.stringify(schema.allOf)).not.toContain(`"${wideForm.middleField}"`);
  });

  it("compiles with the form's ajv options and validates as the form would", () => {
    const validate = createFormAjv({ strict: true }).compile(schema);
    expect(validate({})).toBe(false);
    const filled = Object.fromEntries(
      Object.entries(properties).map(([field, node]) => {
        if (node.type === 'boolean') return [field, true];
        if (node.type === 'number') return [field, 3];
        if (Array.isArray(node.enum)) return [field, node.enum[0]];
        if (node.format === 'email') return [field, 'name@example.org'];
        if (typeof node.pattern === 'string') return [field, '0123'];
        return [field, 'An answer'];
      }),
    );
    expect(validate(filled)).toBe(true);
    const { [wideForm.conditionalField]: _missing, ...withoutShown } = filled;
    expect(validate(withoutShown)).toBe(false);
    expect(validate({ ...withoutShown, [wideForm.conditionDriver]: undefined })).toBe(true);
  });

  it('has a text for every label, legend and note, so the engine shows no raw key', () => {
    const keys = [
      ...Object.values(properties).map((node) => String(node.title)),
      ...parts.flatMap((part) => [
        part.legend,
        ...part.content.flatMap((entry) => ('note' in entry ? [entry.note] : [])),
      ]),
    ];
    expect(keys.filter((key) => messages[key] === undefined)).toEqual([]);
  });

  it('gives the same form on every call, and refuses a count that leaves a block without its condition', () => {
    expect(JSON.stringify(wideFormSchema())).toBe(JSON.stringify(wideForm));
    expect(Object.keys(wideFormSchema(40).schema.properties)).toHaveLength(40);
    expect(() => wideFormSchema(305)).toThrow();
  });
});
