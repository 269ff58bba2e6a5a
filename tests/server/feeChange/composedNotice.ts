/** The fee change notice of a registration as the outbox would send it, composed by its registered definition. */
import { type ComposedMessage, composeMessage } from '../../../server/mail/composeMessage';
import { definitionOf } from '../../../server/mail/messageKinds';
import type { Store } from '../../../server/store/Store';
import { senderLinks } from '../helpers/senderLinks';

const siteUrl = 'https://seminar.example.org';

export async function composedNoticeOf(store: Store, registrationId: number): Promise<ComposedMessage> {
  const detail = await store.findRegistration(registrationId);
  const message = detail?.messages.find((item) => item.kind === 'fee_change_notice');
  if (!detail || !message) throw new Error(`registration ${registrationId} has no fee change notice queued`);
  return composeMessage(definitionOf(message.kind), message, detail, await store.ledgerOf(detail.id), {
    font: undefined,
    ...senderLinks(siteUrl),
    siteUrl,
  });
}
