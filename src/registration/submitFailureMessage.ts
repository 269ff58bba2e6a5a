import { isKeyedText, type KeyedText, wordKeyedText } from '../../core/api/keyedText';
import { event } from '../../core/model/schemaData';
import { ApiError } from '../api/ApiError';
import { bodyField } from '../api/bodyField';

/** Looks up a message key of schemas/messages and fills in its values. */
export type FormatMessage = (key: string, values?: Record<string, string | number>) => string;

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// Laravel's validation answer: { errors: { field: [message, ...] } }.
function firstFieldMessage(errors: unknown): string | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const first: unknown = Object.values(errors)[0];
  return nonBlank(Array.isArray(first) ? first[0] : first);
}

// The same answer by key: { errorTexts: { field: [{ key, values }, ...] } }.
function firstFieldText(errorTexts: unknown): KeyedText | undefined {
  if (typeof errorTexts !== 'object' || errorTexts === null) return undefined;
  const first: unknown = Object.values(errorTexts)[0];
  const text: unknown = Array.isArray(first) ? first[0] : undefined;
  return isKeyedText(text) ? text : undefined;
}

/**
 * What the server said, in the page's words: its keyed text worded by the page's catalogue; on an English page the
 * English text when it sent no key (another server, an older one); on any other page the general text instead, since
 * English text is never taken apart to guess its key.
 */
function worded(text: KeyedText | undefined, english: string | undefined, format: FormatMessage, inEnglish: boolean) {
  if (text) {
    const words = wordKeyedText(text, format);
    // A key this page's catalogue lacks (a newer server) comes back as the key itself.
    if (words !== text.key) return words;
  }
  if (english !== undefined && inEnglish) return english;
  return undefined;
}

function serverAnswerMessage(body: unknown, format: FormatMessage, inEnglish: boolean): string {
  if (bodyField(body, 'state') === 'duplicate') return format('alert.duplicate', { email: event.organiserEmail });
  const fieldText = firstFieldText(bodyField(body, 'errorTexts'));
  const fieldMessage = firstFieldMessage(bodyField(body, 'errors'));
  if (fieldText !== undefined || fieldMessage !== undefined) {
    const message = worded(fieldText, fieldMessage, format, inEnglish) ?? format('alert.server');
    return format('alert.validation', { message });
  }
  // The body's error, else its message; only the message has a key beside it.
  const error = nonBlank(bodyField(body, 'error'));
  const messageText = bodyField(body, 'messageText');
  const shown =
    error !== undefined
      ? worded(undefined, error, format, inEnglish)
      : worded(
          isKeyedText(messageText) ? messageText : undefined,
          nonBlank(bodyField(body, 'message')),
          format,
          inEnglish,
        );
  return shown ?? format('alert.server');
}

/**
 * The alert text for a failed registration submit (spec section 8 table), in the page's language: `inEnglish` says
 * whether English text the server sent without a key may be shown as it is.
 */
export function submitFailureMessage(failure: unknown, format: FormatMessage, inEnglish = true): string {
  if (failure instanceof ApiError) {
    if (failure.response) return serverAnswerMessage(failure.response.payload, format, inEnglish);
    if (failure.kind === 'noResponse') return format('alert.network');
  }
  return (failure instanceof Error ? nonBlank(failure.message) : undefined) ?? format('alert.fallback');
}
