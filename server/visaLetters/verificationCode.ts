import { randomInt } from 'node:crypto';

import { verificationAlphabet } from '../../core/rules/visaLetter';

/** A fresh verification code: 60 bits from the crypto source, never derived from the letter's number. */
export function newVerificationCode(): string {
  const characters = Array.from({ length: 12 }, () => verificationAlphabet[randomInt(verificationAlphabet.length)]);
  return `${characters.slice(0, 4).join('')}-${characters.slice(4, 8).join('')}-${characters.slice(8).join('')}`;
}
