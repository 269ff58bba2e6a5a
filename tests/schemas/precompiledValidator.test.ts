import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import formSchemaJson from '@schemas/form.schema.json';
import validateFns from 'virtual:form-validator';
import { describe, expect, it } from 'vitest';

import { regions } from '../../core/model/regionList';
import type { RegistrationValues } from '../../core/model/types';
import { validatorOptions } from '../../core/validation/validatorOptions';
import { validator } from '../../src/form/validator';

const schema = formSchemaJson as unknown as RJSFSchema;
// The reference: ajv compiling the schema at run time, as the form did before it was precompiled.
const runtime = customizeValidator<RegistrationValues>(validatorOptions);

const regionWithAuthorities = regions.find((region) => region.authorities.length > 0);
const othersRegion = regions.find((region) => region.authorities.length === 0);
if (!regionWithAuthorities || !othersRegion) throw new Error('regions.json needs a region with authorities and one without');

const complete: RegistrationValues = {
  title: 'Dr',
  familyName: 'Chan',
  givenName: 'Tai Man',
  region: regionWithAuthorities.regionName,
  organizationNameSelect: regionWithAuthorities.authorities[0].name,
  postTitle: 'Inspector',
  email: 'tai.man@example.org',
  confirmEmail: 'tai.man@example.org',
  iddCode: 1,
  phoneNumber: '21234567',
  feeCategory: 'cm_member_early',
  joinGalaDinner: 'No',
  paymentMethod: 'bank',
  consentAcknowledge: true,
};

const samples: [string, RegistrationValues][] = [
  ['nothing filled in', {}],
  ['the initial values', { iddCode: null, consentAcknowledge: false }],
  ['a complete registration', complete],
  ['an e-mail confirmed differently', { ...complete, confirmEmail: 'tai.man@example.com' }],
  ['an e-mail without a domain', { ...complete, email: 'tai.man', confirmEmail: 'tai.man' }],
  ['a phone number with letters', { ...complete, phoneNumber: '2123-4567' }],
  ['an authority region without an organisation', { ...complete, organizationNameSelect: undefined }],
  ['an Others region with a blank organisation', { ...complete, region: othersRegion.regionName, organizationNameSelect: undefined, organizationNameInput: '   ' }],
  ['an Others region with an organisation', { ...complete, region: othersRegion.regionName, organizationNameSelect: undefined, organizationNameInput: 'City Hospital' }],
  ['the dinner without a dietary preference', { ...complete, joinGalaDinner: 'Yes' }],
  ['the dinner with a dietary preference', { ...complete, joinGalaDinner: 'Yes', dietaryPreference: 'Halal' }],
  ['consent not given', { ...complete, consentAcknowledge: false }],
  ['a family name of 201 characters', { ...complete, familyName: 'x'.repeat(201) }],
  ['a family name with a right-to-left override', { ...complete, familyName: 'Chan\u202eevil' }],
  ['a given name with a control character', { ...complete, givenName: 'Tai\u0007Man' }],
];

function comparable(errors: RJSFValidationError[]) {
  return errors.map(({ name, property, message, schemaPath }) => ({ name, property, message, schemaPath }));
}

describe('the precompiled form validator', () => {
  it('holds a validate function for the form schema, compiled ahead of time', () => {
    expect(Object.keys(validateFns)).toContain(formSchemaJson.$id);
    expect(typeof validateFns[formSchemaJson.$id]).toBe('function');
  });

  it.each(samples)('gives the same errors as ajv at run time for %s', (_, values) => {
    const precompiled = validator.validateFormData(values, schema).errors;
    expect(comparable(precompiled)).toEqual(comparable(runtime.validateFormData(values, schema).errors));
  });

  it.each(samples)('chooses the same if/then branches as ajv at run time for %s', (_, values) => {
    for (const rule of schema.allOf ?? []) {
      const condition = (rule as RJSFSchema).if as RJSFSchema;
      expect(validator.isValid(condition, values, schema)).toBe(runtime.isValid(condition, values, schema));
    }
  });

  it('passes a complete registration', () => {
    expect(validator.validateFormData(complete, schema).errors).toEqual([]);
  });

  it('compares confirmEmail with email through $data', () => {
    const { errors } = validator.validateFormData({ ...complete, confirmEmail: 'someone@example.org' }, schema);
    expect(errors.map(({ property, message }) => ({ property, message }))).toEqual([{ property: '.confirmEmail', message: 'error.confirmEmail.mismatch' }]);
  });

  it('refuses control and bidi characters in names with the message the server gives too', () => {
    const { errors } = validator.validateFormData({ ...complete, familyName: 'Chan\u202eevil', postTitle: '\u2066Inspector' }, schema);
    expect(errors.map(({ property, message }) => ({ property, message }))).toEqual([
      { property: '.familyName', message: 'error.text.characters' },
      { property: '.postTitle', message: 'error.text.characters' },
    ]);
  });

  it('gives the message keys of ajv-errors', () => {
    const messages = validator.validateFormData({ iddCode: null, consentAcknowledge: false }, schema).errors.map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining(['error.title.required', 'error.iddCode.required', 'error.consentAcknowledge.required', 'error.feeCategory.required']),
    );
    expect(messages.every((message) => message?.startsWith('error.') || message === 'must match "then" schema')).toBe(true);
  });
});
