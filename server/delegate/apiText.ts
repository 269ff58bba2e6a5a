/** The delegate's page API answers in the language the page asks in (Content-Language), English otherwise. */
import type { FastifyRequest } from 'fastify';

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
