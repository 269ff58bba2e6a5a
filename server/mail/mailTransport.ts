/** Where composed messages go: an SMTP server through nodemailer (SMTP_URL), or the embedded mailbox in the database. */
import nodemailer from 'nodemailer';

import type { LifecycleStore } from '../store/LifecycleStore';
import type { ComposedMessage } from './composeMessage';

/**
 * What a transport needs besides the message: the sender, a Message-ID that stays the same across retries, and the
 * Date it carries, from the server's clock (nodemailer would take the machine's, another day than the demo's).
 */
export interface Envelope {
  from: string;
  messageId: string;
  outboxId: number;
  date: Date;
}

/** Thrown when the receiving side refused the message for good (an SMTP 5xx): retrying cannot help. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

export interface MailTransport {
  /** For start-up output. */
  readonly description: string;
  /** True for the embedded mailbox, which /staff/mailbox and `npm run mail` show. */
  readonly local: boolean;
  /** Delivers one message; throws PermanentDeliveryError for a refusal, anything else for a failure worth retrying. */
  send(message: ComposedMessage, envelope: Envelope): Promise<void>;
  close(): void;
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** An SMTP transport for `smtpUrl` ('smtp://user:pass@host:587', 'smtps://...'); never prints the password. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A server that does not answer must not hold a claimed message for long: the sender retries later.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // A local relay without a certificate may offer STARTTLS; ?tls=strict insists on a valid one.
    tls: { rejectUnauthorized: url.searchParams.get('tls') === 'strict' },
  });
  return {
    description: `SMTP server at ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)} (SMTP_URL)`,
    local: false,
    async send(message, envelope) {
      try {
        await transporter.sendMail({
          from: envelope.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: envelope.messageId,
          date: envelope.date,
          attachments: message.attachments.map(({ filename, contentType, content, cid }) => ({
            filename,
            contentType,
            content,
            ...(cid ? { cid } : {}),
          })),
        });
      } catch (error) {
        const smtp = error as SmtpError;
        const reason = smtp.response ?? smtp.message ?? String(error);
        if (typeof smtp.responseCode === 'number' && smtp.responseCode >= 500 && smtp.responseCode < 600) {
          throw new PermanentDeliveryError(`${smtp.responseCode} ${reason}`);
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/** The embedded mailbox: messages are kept in the database, shown at /staff/mailbox and by `npm run mail`. */
export function localMailbox(store: Pick<LifecycleStore, 'deliverToMailbox'>): MailTransport {
  return {
    description:
      'local mailbox (no SMTP_URL): messages are kept in the database; read them at /staff/mailbox (signed in) or with npm run mail',
    local: true,
    async send(message, envelope) {
      await store.deliverToMailbox({
        outboxId: envelope.outboxId,
        messageId: envelope.messageId,
        sender: envelope.from,
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        attachments: message.attachments.map(({ filename, contentType, content, cid }) => ({
          filename,
          contentType,
          base64: content.toString('base64'),
          ...(cid ? { cid } : {}),
        })),
        deliveredAt: envelope.date,
      });
    },
    close: () => {},
  };
}
