import { describe, expect, it } from 'vitest';

import { digitsOnly } from '../../../widgets/support/digitsOnly';

describe('digitsOnly', () => {
  it('keeps only digits', () => {
    expect(digitsOnly('+852 2123-45a67')).toBe('85221234567');
  });
});
