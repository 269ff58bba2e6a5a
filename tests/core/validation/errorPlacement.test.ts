import { describe, expect, it } from 'vitest';

import { errorFieldOf } from '../../../core/validation/errorPlacement';

describe('errorFieldOf, shared by the form and the server', () => {
  it('places an error on the first step of its path', () => {
    expect(errorFieldOf(['', 'email'], 'pattern', {})).toBe('email');
    expect(errorFieldOf(['', 'email'], 'errorMessage', {})).toBe('email');
  });

  it("places ajv-errors' required message on the missing property, not the form", () => {
    const params = { errors: [{ keyword: 'required', params: { missingProperty: 'familyName' } }] };
    expect(errorFieldOf([''], 'errorMessage', params)).toBe('familyName');
    expect(errorFieldOf([], 'required', { missingProperty: 'region' })).toBe('region');
  });

  it("places no 'if', which only repeats its 'then'", () => {
    expect(errorFieldOf([''], 'if', { failingKeyword: 'then' })).toBeUndefined();
  });
});
