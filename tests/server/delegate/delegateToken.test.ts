import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { delegateLinkFor, delegatePagePath } from '../../../server/delegate/delegateLink';
import {
  delegateLinkKey,
  delegateTokenLength,
  mintDelegateToken,
  resolveDelegateToken,
} from '../../../server/delegate/delegateToken';

const key = delegateLinkKey(randomBytes(32));
const versions = new Map([
  [7, 1],
  [8, 3],
]);
const lookup = (id: number) => Promise.resolve(versions.get(id));

describe('the delegate token', () => {
  it('opens the registration it was minted for, at its current version', async () => {
    const token = mintDelegateToken(key, 7, 1);
    expect(token).toHaveLength(delegateTokenLength);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect(resolveDelegateToken(key, token, lookup)).resolves.toBe(7);
  });

  it('refuses a wrong, truncated, revoked, another registration’s or a deleted registration’s token', async () => {
    const token = mintDelegateToken(key, 7, 1);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      flipped,
      token.slice(0, -1),
      `${token}A`,
      '',
      mintDelegateToken(key, 8, 2),
      mintDelegateToken(delegateLinkKey(randomBytes(32)), 7, 1),
      mintDelegateToken(key, 9, 1),
      // Registration 8's signature under registration 7's id.
      `${mintDelegateToken(key, 7, 1).slice(0, 6)}${mintDelegateToken(key, 8, 3).slice(6)}`,
    ];
    for (const wrong of cases) await expect(resolveDelegateToken(key, wrong, lookup)).resolves.toBeUndefined();
    await expect(resolveDelegateToken(key, mintDelegateToken(key, 8, 3), lookup)).resolves.toBe(8);
  });

  it('carries at least 128 bits that only the key can make', () => {
    const a = mintDelegateToken(key, 7, 1);
    const b = mintDelegateToken(key, 7, 2);
    // 24 bytes: 4 of the id, 20 of signature.
    expect(Buffer.from(a, 'base64url')).toHaveLength(24);
    expect(a.slice(0, 5)).toBe(b.slice(0, 5));
    expect(a.slice(6)).not.toBe(b.slice(6));
  });
});

describe('delegateLinkFor', () => {
  it('is the absolute address of the page under the site, in the delegate’s language', () => {
    const links = { siteUrl: 'https://seminar.example.org/', key };
    const url = delegateLinkFor(links, { id: 7, linkVersion: 1 });
    expect(url).toBe(`https://seminar.example.org${delegatePagePath}${mintDelegateToken(key, 7, 1)}`);
    expect(delegateLinkFor(links, { id: 7, linkVersion: 1 }, 'zh-Hant')).toBe(`${url}?lang=zh-Hant`);
  });
});
