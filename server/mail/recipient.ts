/** Who an outbox message goes to: the registered address, except a new address's confirmation link. */
import type { MessageKind } from '../../core/lifecycle/lifecycle';

/**
 * The address a message of `kind` is sent to. An e-mail change takes effect only once the owner of the new address
 * opens the link, so its confirmation goes to `details.newEmail`; every other message to the address registered.
 */
export function recipientOf(
  kind: MessageKind,
  registeredEmail: string,
  details: Readonly<Record<string, unknown>>,
): string {
  if (kind === 'email_change_confirmation' && typeof details.newEmail === 'string' && details.newEmail !== '') {
    return details.newEmail;
  }
  return registeredEmail;
}
