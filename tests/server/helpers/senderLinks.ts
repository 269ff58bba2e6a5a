/**
 * The options an outbox sender needs in tests besides its store and transport: a site address, the keys of a fixed
 * test secret, and the clock its e-mails are dated by.
 */
import { randomBytes } from 'node:crypto';

import { type Clock, systemClock } from '../../../server/clock';
import { derivedKey } from '../../../server/secrets/serverSecret';

/** A server secret for one test file: give it to the test server too, so the links the e-mails carry open there. */
export function testServerSecret(): Buffer {
  return randomBytes(32);
}

/**
 * siteUrl, linkKey and emailChangeKey for startOutboxSender, signed with `secret`, and `clock`: give it the test
 * server's clock when the test compares the e-mails' dates with the server's.
 */
export function senderLinks(
  siteUrl: string,
  secret: Buffer = testServerSecret(),
  clock: Clock = systemClock,
): { siteUrl: () => string; linkKey: Buffer; emailChangeKey: Buffer; clock: Clock } {
  return {
    clock,
    siteUrl: () => siteUrl,
    linkKey: derivedKey(secret, 'delegate-link'),
    emailChangeKey: derivedKey(secret, 'email-change'),
  };
}
