import type { OutboxMessage } from '../../core/api/staffTypes';
import CardTable from '../components/CardTable';
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
  const columns = [
    t('staff.messages.kind'),
    t('staff.messages.recipient'),
    t('staff.messages.status'),
    t('staff.messages.attempts'),
    t('staff.messages.createdAt'),
    t('staff.messages.sentAt'),
    ...(canResend ? [t('staff.messages.action')] : []),
  ];
  return (
    <CardTable
      caption={t('staff.messages.caption')}
      columns={columns}
      rows={messages.map((message) => ({
        key: String(message.id),
        cells: [
          t(`staff.message.${message.kind}`),
          message.recipient,
          `${t(`staff.messageStatus.${message.status}`)}${message.lastError ? ` (${message.lastError})` : ''}`,
          message.attempts,
          instant(message.createdAt),
          instant(message.sentAt),
          ...(canResend
            ? [
                <button
                  key="resend"
                  type="button"
                  className="button button--secondary"
                  onClick={() => resend(message.kind)}
                  aria-label={t('staff.messages.resendLabel', {
                    kind: t(`staff.message.${message.kind}`),
                    id: message.id,
                  })}
                >
                  {t('staff.messages.resend')}
                </button>,
              ]
            : []),
        ],
      }))}
    />
  );
}
