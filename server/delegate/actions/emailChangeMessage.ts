/**
 * The e-mail that asks the owner of a new address to confirm it: sent to that address, in the registration's
 * language, with the confirmation link alone (never the delegate's own page, which a mistyped address must not get).
 */
import type { TextOf } from '../../mail/texts';

/** The subject and paragraphs of the confirmation, for the outbox's message composer. */
export function emailChangeMessage(text: TextOf, reference: string, confirmUrl: string) {
  return {
    subject: text('delegateAction.emailChange.subject', { reference }),
    paragraphs: [
      text('delegateAction.emailChange.intro', { reference }),
      confirmUrl,
      text('delegateAction.emailChange.ignore'),
    ],
  };
}
