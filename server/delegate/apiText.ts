/** The delegate's page API answers in the language the page asks in (Content-Language), English otherwise. */
import type { FastifyRequest } from 'fastify';

import { type KeyedText, wordKeyedText } from '../../core/api/keyedText';
import { HttpError } from '../http/HttpError';
import { languageOf } from '../lifecycle/language';
import { textsFor } from '../mail/texts';

/** A catalogue text in the request's language, its placeholders filled from `values`. */
export function apiText(
  request: FastifyRequest,
  key: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  return textsFor(languageOf(request.headers['content-language'])).text(key, values);
}

/** A keyed text worded in the request's language, nested labels first. */
export function apiWords(request: FastifyRequest, text: KeyedText): string {
  return wordKeyedText(text, (key, values) => apiText(request, key, values));
}

/**
 * A refusal's body: the text in the request's language as `message`, and the same text by key (`messageText`), so
 * the page words it from its own catalogue as the console and the form do.
 */
export function delegateSaid(request: FastifyRequest, text: KeyedText): { message: string; messageText: KeyedText } {
  return { message: apiWords(request, text), messageText: text };
}

/** 422 (or `status`) about one field: its message in the request's language and by key. */
export function delegateFieldRefusal(request: FastifyRequest, field: string, text: KeyedText, status = 422): HttpError {
  const message = apiWords(request, text);
  return new HttpError(status, {
    message,
    messageText: text,
    errors: { [field]: [message] },
    errorTexts: { [field]: [text] },
  });
}
