import formSchema from '@schemas/form.schema.json';
import { describe, expect, it } from 'vitest';

import { fieldTableOf } from '../../../core/registration/fieldTable';
import { payloadShapeOf } from '../../../server/registration/payloadFields';
import { readPayload } from '../../../server/registration/readPayload';
import { periods } from '../../support/eventTimes';
import { validPayload } from '../helpers/payload';

/** The form's schema with one field added the way docs/editing-the-form.md adds one, required or not. */
function schemaWithAddedField(required: boolean) {
  const schema = structuredClone(formSchema) as typeof formSchema & { properties: Record<string, unknown> };
  schema.properties.badgeName = { type: 'string', title: 'field.familyName', payload: 'badge_name', maxLength: 200 };
  if (required) schema.required = [...schema.required, 'badgeName'];
  return schema;
}

describe('reading a registration body', () => {
  it('lets a field staff added as optional be absent, as a page loaded before the change sends it', () => {
    const schema = schemaWithAddedField(false);
    const shape = payloadShapeOf(schema, fieldTableOf(schema));
    const body = validPayload(periods.first);
    delete (body as Record<string, unknown>).badge_name;
    expect(readPayload(body, shape)).toEqual({ ok: true, payload: body });
    expect(readPayload({ ...body, badge_name: 'Tai Man' }, shape).ok).toBe(true);
  });

  it('still names a required field that is absent', () => {
    const schema = schemaWithAddedField(true);
    const shape = payloadShapeOf(schema, fieldTableOf(schema));
    const body = validPayload(periods.first);
    delete (body as Record<string, unknown>).badge_name;
    expect(readPayload(body, shape)).toEqual({ ok: false, errors: { badge_name: [{ key: 'error.required' }] } });
  });

  it('still refuses a key no field declares', () => {
    const schema = schemaWithAddedField(false);
    const shape = payloadShapeOf(schema, fieldTableOf(schema));
    expect(readPayload({ ...validPayload(periods.first), badge_nmae: 'x' }, shape).ok).toBe(false);
  });
});
