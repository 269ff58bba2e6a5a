import type { DelegateMessage } from '../../core/api/delegateTypes';
import CardTable from '../components/CardTable';
import { useText } from '../i18n/useText';
import { humanised } from '../staff/valueTexts';
import { useDelegateFormat } from './useDelegateFormat';
import { useMaybeText } from './useMaybeText';

/** The e-mails sent (or waiting to be sent) to the delegate, each named by what it is. */
export default function DelegateMessages({ messages }: { messages: readonly DelegateMessage[] }) {
  const text = useText();
  const maybe = useMaybeText();
  const format = useDelegateFormat();
  const columns = [text('delegate.messages.kind'), text('delegate.messages.sentAt'), text('delegate.messages.status')];
  return (
    <section aria-labelledby="delegate-messages">
      <h2 id="delegate-messages">{text('delegate.messages.heading')}</h2>
      {messages.length === 0 ? (
        <p>{text('delegate.messages.none')}</p>
      ) : (
        <CardTable
          columns={columns}
          rows={messages.map((message, index) => ({
            key: `${message.kind}-${index}`,
            cells: [
              maybe(`delegate.messageKind.${message.kind}`) ?? humanised(message.kind),
              message.sentAt ? format.instant(message.sentAt) : '',
              text(`delegate.messageStatus.${message.status}`),
            ],
          }))}
        />
      )}
    </section>
  );
}
