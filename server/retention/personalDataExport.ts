/**
 * Everything the service holds about one delegate, as the privacy text promises them access: the registration's fields
 * (erased ones said as erased), its payment and invoice, what happened to it, the e-mails sent to them and their visa
 * letter request. The JSON file and the readable PDF are both made from this one object.
 */
import { erasedCell, isErasedField } from '../../core/rules/retention';
import type { RegistrationDetail } from '../store/LifecycleStore';
import type { VisaRequest } from '../visaLetters/VisaLetterStore';

export interface PersonalDataExport {
  exportedAt: string;
  reference: string | null;
  state: string;
  language: string;
  registeredAt: string;
  /** When the personal data no law asks to keep was erased; null while it is kept. */
  personalDataErasedAt: string | null;
  fields: { key: string; label: string; value: string }[];
  /** The address a change waits to confirm, and the one the last confirmed change replaced (its undo goes there). */
  emailChange: { pending: string | null; previous: string | null };
  payment: {
    method: string;
    fee: number;
    currency: string;
    paid: number | null;
    paidOn: string | null;
    invoiceNumber: string | null;
    invoiceDate: string | null;
  };
  history: { at: string; event: string; state: string }[];
  emails: { kind: string; to: string; status: string; queuedAt: string; sentAt: string | null }[];
  visaLetterRequest: {
    status: string;
    requestedAt: string;
    passport: Record<string, string> | typeof erasedCell;
    letterNumber: string | null;
  } | null;
}

function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** The export of a registration as its page's token opened it. */
export function personalDataExport(
  detail: RegistrationDetail,
  visa: VisaRequest | undefined,
  at: Date,
): PersonalDataExport {
  const erasedAt = iso(detail.personalDataErasedAt);
  const flat = { personalDataErasedAt: erasedAt };
  return {
    exportedAt: at.toISOString(),
    reference: detail.reference,
    state: detail.state,
    language: detail.language,
    registeredAt: detail.createdAt.toISOString(),
    personalDataErasedAt: erasedAt,
    fields: detail.fields.map(({ key, label, value }) => ({
      key,
      label,
      value: isErasedField(flat, fieldNameOf(key)) ? erasedCell : value,
    })),
    emailChange: { pending: detail.pendingEmail, previous: detail.previousEmail ?? null },
    payment: {
      method: detail.paymentMethod,
      fee: detail.feeAmount,
      currency: detail.currency,
      paid: detail.paidAmount,
      paidOn: detail.paidOn,
      invoiceNumber: detail.invoiceNumber,
      invoiceDate: detail.invoiceDate,
    },
    history: detail.history.map((entry) => ({
      at: entry.at.toISOString(),
      event: entry.event,
      state: entry.stateAfter,
    })),
    emails: detail.messages.map((message) => ({
      kind: message.kind,
      to: message.recipient,
      status: message.status,
      queuedAt: message.createdAt.toISOString(),
      sentAt: iso(message.sentAt),
    })),
    visaLetterRequest: visa
      ? {
          status: visa.status,
          requestedAt: visa.requestedAt.toISOString(),
          passport: visa.values ? { ...visa.values } : erasedCell,
          letterNumber: visa.letter?.number ?? null,
        }
      : null,
  };
}

/** A stored field's payload key (`phone_number`) as the registration's own name for it (`phoneNumber`). */
function fieldNameOf(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
