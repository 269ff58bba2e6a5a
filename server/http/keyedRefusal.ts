/**
 * Refusals that name their text by catalogue key: the English `message` (and a field's `errors`) as the contract
 * requires, and the same text as `messageText` (and `errorTexts`) so the console and the pages word it in theirs.
 */
import { type KeyedText, wordKeyedText } from '../../core/api/keyedText';
import { textsFor } from '../mail/texts';
import { HttpError } from './HttpError';

const english = textsFor('en').text;

/** The English wording of a keyed text, ICU plurals and nested labels included. */
export function englishOf(text: KeyedText): string {
  return wordKeyedText(text, (key, values) => english(key, values));
}

/** An answer's body saying `text`: the English `message` and the same text by key. */
export function answerOf(text: KeyedText): { message: string; messageText: KeyedText } {
  return { message: englishOf(text), messageText: text };
}

/** An error answer of `status` saying `text`, with any other fields of the answer (a state). */
export function refusal(status: number, text: KeyedText, extra: Readonly<Record<string, unknown>> = {}): HttpError {
  return new HttpError(status, { ...extra, message: englishOf(text), messageText: text });
}

/** A field that cannot be used: 422 (or `status`) with the field's message, as the registration API answers. */
export function fieldRefusal(field: string, text: KeyedText, status = 422): HttpError {
  const message = englishOf(text);
  return new HttpError(status, {
    message,
    messageText: text,
    errors: { [field]: [message] },
    errorTexts: { [field]: [text] },
  });
}
