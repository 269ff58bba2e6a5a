import { describe, expect, it } from 'vitest';

import { readXsrfToken } from '../../src/api/xsrfToken';

describe('readXsrfToken', () => {
  it('decodes the URL-encoded = that Laravel sends in the cookie', () => {
    expect(readXsrfToken('laravel_session=abc; XSRF-TOKEN=eyJpdiI6IjEyMyJ9%3D%3D; other=1')).toBe('eyJpdiI6IjEyMyJ9==');
  });

  it('finds the cookie by its exact name', () => {
    expect(readXsrfToken('MY-XSRF-TOKEN=wrong; XSRF-TOKEN=right')).toBe('right');
  });

  it('still decodes the = when another part of the value is not valid URL encoding', () => {
    expect(readXsrfToken('XSRF-TOKEN=a%3Db%ZZ')).toBe('a=b%ZZ');
  });

  it('gives nothing while the cookie is not set', () => {
    expect(readXsrfToken('laravel_session=abc')).toBeUndefined();
    expect(readXsrfToken('')).toBeUndefined();
  });
});
