import { event } from '../../core/model/schemaData';
import { ApiError } from '../api/ApiError';
import { bodyField } from '../api/bodyField';
import type { ServerTextInPage } from './serverTextInPage';

/** Looks up a message key of schemas/messages and fills in its values. */
export type FormatMessage = (key: string, values?: Record<string, string>) => string;

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// Laravel's validation answer: { errors: { field: [message, ...] } }.
function firstFieldMessage(errors: unknown): string | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const first: unknown = Object.values(errors)[0];
  return nonBlank(Array.isArray(first) ? first[0] : first);
}

function serverAnswerMessage(body: unknown, format: FormatMessage, inPage?: ServerTextInPage): string {
  if (bodyField(body, 'state') === 'duplicate') return format('alert.duplicate', { email: event.organiserEmail });
  // The server writes English; a page in another language shows its own text for it, or its general one.
  const shown = (text: string) => (inPage ? (inPage(text) ?? format('alert.server')) : text);
  const fieldMessage = firstFieldMessage(bodyField(body, 'errors'));
  if (fieldMessage !== undefined) return format('alert.validation', { message: shown(fieldMessage) });
  const text = nonBlank(bodyField(body, 'error')) ?? nonBlank(bodyField(body, 'message'));
  return text === undefined ? format('alert.server') : shown(text);
}

/**
 * The alert text for a failed registration submit (spec section 8 table). `inPage` is given on a page not in English:
 * it words what the server said in the page's language.
 */
export function submitFailureMessage(failure: unknown, format: FormatMessage, inPage?: ServerTextInPage): string {
  if (failure instanceof ApiError) {
    if (failure.response) return serverAnswerMessage(failure.response.payload, format, inPage);
    if (failure.kind === 'noResponse') return format('alert.network');
  }
  return (failure instanceof Error ? nonBlank(failure.message) : undefined) ?? format('alert.fallback');
}
