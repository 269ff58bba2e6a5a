// @vitest-environment node
import { describe, expect, it } from 'vitest';

import formSchema from '../../schemas/form.schema.json';
import { createFormAjv } from '../../src/form/createFormAjv';
import { delegateEditableFields } from '../../src/rules/delegateEditable';

describe('delegateEditableFields', () => {
  it('lists the properties the schema marks, in schema order', () => {
    const schema = {
      properties: { title: { delegateEditable: true }, region: {}, badgeName: { delegateEditable: true } },
    };
    expect(delegateEditableFields(schema)).toEqual(['title', 'badgeName']);
  });

  it('never lists what decides the price or has an action of its own, even when marked', () => {
    const schema = {
      properties: {
        region: { delegateEditable: true },
        feeCategory: { delegateEditable: true },
        organizationNameSelect: { delegateEditable: true },
        joinGalaDinner: { delegateEditable: true },
        postTitle: { delegateEditable: true },
      },
    };
    expect(delegateEditableFields(schema)).toEqual(['postTitle']);
  });

  it('reads the real schema, whose every marked field is one the form has', () => {
    const fields = delegateEditableFields(formSchema);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(Object.keys(formSchema.properties)).toContain(field);
  });

  it('is a keyword the form validator compiles in strict mode, and refuses a value that is not a boolean', () => {
    const ajv = createFormAjv({ strict: true });
    expect(() =>
      ajv.compile({ type: 'object', properties: { a: { type: 'string', delegateEditable: true } } }),
    ).not.toThrow();
    expect(() => createFormAjv({ strict: true }).compile({ properties: { a: { delegateEditable: 'yes' } } })).toThrow();
  });
});
