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
    <table className="staff-table">
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
            <td>{t(`staff.message.${message.kind}`)}</td>
            <td>{message.recipient}</td>
            <td>
              {t(`staff.messageStatus.${message.status}`)}
              {message.lastError ? ` (${message.lastError})` : ''}
            </td>
            <td>{message.attempts}</td>
            <td>{instant(message.createdAt)}</td>
            <td>{instant(message.sentAt)}</td>
            {canResend && (
              <td>
                <button
                  type="button"
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
