import { describe, expect, it } from 'vitest';

import { withoutTokens } from '../../../core/rules/personalTokens';

describe('withoutTokens', () => {
  it.each([
    [
      'https://seminar.example.org/my/42.1.abc_DEF-9?lang=zh-Hant',
      'https://seminar.example.org/my/[token]?lang=zh-Hant',
    ],
    ['/web/delegate/42.1.abc/checkout', '/web/delegate/[token]/checkout'],
    ['/confirm-email/7.2.abc#top', '/confirm-email/[token]#top'],
    ['/undo-email/7.3.1757000000.abc?lang=en', '/undo-email/[token]?lang=en'],
    ['https%3A%2F%2Fs.example.org%2Fundo-email%2F7.3.1.ab', 'https%3A%2F%2Fs.example.org%2Fundo-email%2F[token]'],
    ['/thankMessage?payment=online&token=42.1.x&lang=en', '/thankMessage?payment=online&token=[token]&lang=en'],
    ['{"token":"c.9.zz","a":1}', '{"token":"[token]","a":1}'],
    [JSON.stringify(JSON.stringify({ token: 'q.1.r' })), JSON.stringify(JSON.stringify({ token: '[token]' }))],
    [
      'https://p.example.org/?back=https%3A%2F%2Fs.example.org%2Fmy%2F42.1.ab',
      'https://p.example.org/?back=https%3A%2F%2Fs.example.org%2Fmy%2F[token]',
    ],
  ])('takes the token out of %s', (text, scrubbed) => {
    expect(withoutTokens(text)).toBe(scrubbed);
  });

  it('leaves addresses without a token as they are', () => {
    for (const text of ['/web/delegate-links', '/my/', '/web/registrations', 'https://seminar.example.org/?lang=en'])
      expect(withoutTokens(text)).toBe(text);
  });
});
