/** The link options an outbox sender needs in tests: a site address and the keys of a fixed test secret. */
import { randomBytes } from 'node:crypto';

import { derivedKey } from '../../../server/secrets/serverSecret';

/** A server secret for one test file: give it to the test server too, so the links the e-mails carry open there. */
export function testServerSecret(): Buffer {
  return randomBytes(32);
}

/** siteUrl, linkKey and emailChangeKey for startOutboxSender, signed with `secret`. */
export function senderLinks(
  siteUrl: string,
  secret: Buffer = testServerSecret(),
): { siteUrl: () => string; linkKey: Buffer; emailChangeKey: Buffer } {
  return {
    siteUrl: () => siteUrl,
    linkKey: derivedKey(secret, 'delegate-link'),
    emailChangeKey: derivedKey(secret, 'email-change'),
  };
}
