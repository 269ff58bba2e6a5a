import { describe, expect, it } from 'vitest';

import { acceptedLanguages } from '../../../server/http/acceptLanguage';

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the header order between equal weights', () => {
    expect(acceptedLanguages('zh-HK,zh;q=0.9,en;q=0.8')).toEqual(['zh-HK', 'zh', 'en']);
    expect(acceptedLanguages('en;q=0.5, zh-TW, fr;q=0.5')).toEqual(['zh-TW', 'en', 'fr']);
    expect(acceptedLanguages(' de-CH ; q = 0.7 , zh-Hans-CN;Q=0.9')).toEqual(['zh-Hans-CN', 'de-CH']);
  });

  it('leaves out refused tags (q=0), the wildcard and whatever is not a language tag', () => {
    expect(acceptedLanguages('zh-CN;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('*;q=0.1, zh_TW, <script>, en-GB;q=2, fr;q=0.3')).toEqual(['fr']);
    expect(acceptedLanguages(';;,,q=1')).toEqual([]);
  });

  it('gives nothing for an absent or empty header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
