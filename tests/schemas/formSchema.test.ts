import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createFormAjv } from '../../core/validation/createFormAjv';
import { problemsAfter, realSchemas } from './helpers/schemaCopy';

interface SchemaNode {
  [keyword: string]: unknown;
  properties?: Record<string, SchemaNode>;
  errorMessage?: Record<string, unknown>;
}

describe('the form schema', () => {
  it('compiles with ajv in strict mode under the validator options, ajv-errors included', () => {
    const schema = JSON.parse(readFileSync(path.join(realSchemas, 'form.schema.json'), 'utf8')) as object;
    expect(() => createFormAjv({ strict: true }).compile(schema)).not.toThrow();
  });

  it('reports a misspelt keyword where it is, with the keyword meant', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        const email = schema.properties?.email as SchemaNode;
        delete email.maxLength;
        email.maxLenght = 200;
      }),
    );
    expect(lines).toEqual([
      'form.schema.json: /properties/email/maxLenght: "maxLenght" is not a JSON Schema keyword, so ajv in strict mode does not compile the schema; it should be a draft-07 or ajv-errors keyword (did you mean "maxLength"?)',
    ]);
  });

  it('refuses delegateEditable on a field that changes the price, and a value that is not true or false', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        (schema.properties?.region as SchemaNode).delegateEditable = true;
      }),
    );
    expect(lines).toEqual([
      'form.schema.json: /properties/region/delegateEditable: is true, but delegates cannot correct this field on their page (it changes the price, or has its own form): remove it',
    ]);
    const typo = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        (schema.properties?.postTitle as SchemaNode).delegateEditable = 'yes';
      }),
    );
    expect(typo.join('\n')).toContain('/properties/postTitle');
  });

  it('reports a type ajv cannot compile', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        (schema.properties?.postTitle as SchemaNode).type = 'text';
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^form\.schema\.json: \/: does not compile under ajv in strict mode \(.*\), and should: fix what ajv names, using only JSON Schema draft-07 and ajv-errors keywords$/);
  });
});

describe('a rule with no message of its own', () => {
  it('is reported for a format without an errorMessage', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        delete (schema.properties?.email as SchemaNode).errorMessage?.format;
      }),
    );
    expect(lines).toEqual([
      // Its message stays in use: the staff contact correction refuses a bad address with it.
      'form.schema.json: /properties/email/format: format of "email" has no message of its own, and should have one: add "format": "<message key>" to its errorMessage',
    ]);
  });

  it('is reported for a required field missing from errorMessage.required', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        delete (schema.errorMessage?.required as Record<string, string>).postTitle;
      }),
    );
    expect(lines).toEqual([
      'form.schema.json: /required: required "postTitle" has no message of its own, and should have one: add "postTitle": "<message key>" to errorMessage.required next to it',
    ]);
  });

  it('is reported for the type of a number field, which is null until chosen', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        delete (schema.properties?.iddCode as SchemaNode).errorMessage;
      }),
    );
    expect(lines).toEqual([
      'form.schema.json: /properties/iddCode/type: type of "iddCode" can fail (the field may be null) and has no message of its own, and should have one: add "type": "<message key>" to its errorMessage',
    ]);
  });

  it('is reported for an enum of option values', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        delete (schema.properties?.paymentMethod as SchemaNode).errorMessage;
      }),
    );
    expect(lines).toEqual([
      'form.schema.json: /properties/paymentMethod/enum: enum of "paymentMethod" has no message of its own, and should have one: add "enum": "<message key>" to its errorMessage',
    ]);
  });

  it('is not reported for maxLength, which falls back to error.generic', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        (schema.properties?.givenName as SchemaNode).maxLength = 100;
      }),
    );
    expect(lines).toEqual([]);
  });
});
