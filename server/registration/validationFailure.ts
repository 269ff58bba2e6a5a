import type { KeyedText } from '../../core/api/keyedText';
import { HttpError } from '../http/HttpError';
import { englishOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import type { FieldErrors } from './payloadFields';

/**
 * 422 in Laravel's shape: the first message (and how many more) plus every message by field, in English as the
 * contract says, and the same texts by key (`messageText`, `errorTexts`) for a page in another language.
 */
export function validationFailure(errors: FieldErrors, message?: KeyedText): HttpError {
  const texts = Object.values(errors).flat();
  const [first] = texts;
  const more = texts.length - 1;
  const messageText =
    message ??
    (first === undefined ? serverTexts.invalidData : more > 0 ? serverTexts.firstAndMore(first, more) : first);
  return new HttpError(422, {
    message: englishOf(messageText),
    messageText,
    ...(texts.length > 0
      ? {
          errors: Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list.map(englishOf)])),
          errorTexts: errors,
        }
      : {}),
  });
}
