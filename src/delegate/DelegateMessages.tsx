import { useText } from '../i18n/useText';
import { humanised } from '../staff/valueTexts';
import type { DelegateMessage } from './delegateTypes';
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
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {messages.map((message, index) => (
              <tr key={`${message.kind}-${index}`}>
                <td data-label={columns[0]}>
                  {maybe(`delegate.messageKind.${message.kind}`) ?? humanised(message.kind)}
                </td>
                <td data-label={columns[1]}>{message.sentAt ? format.instant(message.sentAt) : ''}</td>
                <td data-label={columns[2]}>{text(`delegate.messageStatus.${message.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
