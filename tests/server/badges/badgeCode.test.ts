import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { referenceOfCode } from '../../../core/rules/badgeCode';
import { badgeCodeFor, badgeCodeHash, verifyBadgeCode } from '../../../server/badges/badgeCode';
import { derivedKey } from '../../../server/secrets/serverSecret';

const secret = randomBytes(32);
const key = derivedKey(secret, 'badge-code');
const reference = `${event.referencePrefix}-0042`;

describe('badge codes', () => {
  it('carry the reference and are accepted back, typed in small letters or with spaces too', () => {
    const code = badgeCodeFor(key, reference);
    expect(referenceOfCode(code)).toBe(reference);
    expect(verifyBadgeCode(key, code)).toBe(reference);
    expect(verifyBadgeCode(key, ` ${code.toLowerCase().replace('.', ' . ')} `)).toBe(reference);
  });

  it('cannot be made from a reference: another signature, another reference or a truncated code is refused', () => {
    const code = badgeCodeFor(key, reference);
    const signature = code.split('.')[1];
    const flipped = signature.replace(/^./, (letter) => (letter === 'A' ? 'B' : 'A'));
    expect(verifyBadgeCode(key, `${reference}.${flipped}`)).toBeUndefined();
    expect(verifyBadgeCode(key, `${event.referencePrefix}-0043.${signature}`)).toBeUndefined();
    expect(verifyBadgeCode(key, code.slice(0, -1))).toBeUndefined();
    expect(verifyBadgeCode(key, reference)).toBeUndefined();
    expect(verifyBadgeCode(key, '')).toBeUndefined();
  });

  it("refuses another event's code and a code signed with another secret or another purpose's key", () => {
    expect(verifyBadgeCode(key, badgeCodeFor(key, reference, 'another-seminar-2026'))).toBeUndefined();
    expect(verifyBadgeCode(key, badgeCodeFor(derivedKey(randomBytes(32), 'badge-code'), reference))).toBeUndefined();
    expect(verifyBadgeCode(key, badgeCodeFor(derivedKey(secret, 'delegate-link'), reference))).toBeUndefined();
  });

  it('is listed for the door by a hash that does not give the code away', () => {
    const code = badgeCodeFor(key, reference);
    const hash = badgeCodeHash(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.split('.')[1].toLowerCase());
    expect(badgeCodeHash(code.toLowerCase())).toBe(hash);
  });
});
