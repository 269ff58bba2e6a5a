import { describe, expect, it } from 'vitest';

import { problemsAfter } from './helpers/schemaCopy';

interface SchemaNode {
  properties: Record<string, Record<string, unknown>>;
}

describe('the payload declarations of form.schema.json', () => {
  it('asks a field without "payload" to say how it is sent', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        schema.properties.badgeName = { type: 'string', title: 'field.givenName', maxLength: 200 };
      }),
    );
    expect(lines).toContain(
      'form.schema.json: /properties/badgeName: field "badgeName" has no "payload", and should say how it is sent: a key such as "payload": "badge_name", or "payload": false when it is not sent',
    );
  });

  it('refuses a mapping the code does not have', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        schema.properties.iddCode.payload = { key: 'idd_code', mapping: 'diallingcode' };
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^form\.schema\.json: \/: does not compile under ajv in strict mode \(keyword "payload" value is invalid/);
  });

  it('asks the two fields of a shared key to declare it alike', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<SchemaNode>('form.schema.json', (schema) => {
        schema.properties.organizationNameInput.payload = 'organization_name';
      }),
    );
    expect(lines).toEqual([
      'form.schema.json: /properties/organizationNameInput/payload: payload key "organization_name" is declared differently by organizationNameSelect and organizationNameInput, and should be declared alike by both (one is sent, whichever is shown)',
    ]);
  });
});
