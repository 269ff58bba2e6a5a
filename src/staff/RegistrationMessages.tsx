import type { OutboxMessage } from './types';
import { useStaffFormat } from './useStaffFormat';
import { useStaffText } from './useStaffText';

export interface RegistrationMessagesProps {
  messages: OutboxMessage[];
  canResend: boolean;
  resend: (kind: string) => void;
}

/** The e-mails of a registration with how their delivery went; managers may send any of them again. */
export default function RegistrationMessages({ messages, canResend, resend }: RegistrationMessagesProps) {
  const t = useStaffText();
  const { instant } = useStaffFormat();
  return (
    <table className="data-table data-table--cards">
      <caption>{t('staff.messages.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staff.messages.kind')}</th>
          <th scope="col">{t('staff.messages.recipient')}</th>
          <th scope="col">{t('staff.messages.status')}</th>
          <th scope="col">{t('staff.messages.attempts')}</th>
          <th scope="col">{t('staff.messages.createdAt')}</th>
          <th scope="col">{t('staff.messages.sentAt')}</th>
          {canResend && <th scope="col">{t('staff.messages.action')}</th>}
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td data-label={t('staff.messages.kind')}>{t(`staff.message.${message.kind}`)}</td>
            <td data-label={t('staff.messages.recipient')}>{message.recipient}</td>
            <td data-label={t('staff.messages.status')}>
              {t(`staff.messageStatus.${message.status}`)}
              {message.lastError ? ` (${message.lastError})` : ''}
            </td>
            <td data-label={t('staff.messages.attempts')}>{message.attempts}</td>
            <td data-label={t('staff.messages.createdAt')}>{instant(message.createdAt)}</td>
            <td data-label={t('staff.messages.sentAt')}>{instant(message.sentAt)}</td>
            {canResend && (
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => resend(message.kind)}
                  aria-label={t('staff.messages.resendLabel', {
                    kind: t(`staff.message.${message.kind}`),
                    id: message.id,
                  })}
                >
                  {t('staff.messages.resend')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
