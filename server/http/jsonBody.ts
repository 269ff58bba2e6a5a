import { isUtf8 } from 'node:buffer';

import type { FastifyInstance } from 'fastify';

import { HttpError } from './HttpError';
import { answerOf } from './keyedRefusal';
import { serverTexts } from './serverMessages';

/** The charset a Content-Type declares, lower-cased; undefined when it declares none. */
function declaredCharset(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

/**
 * Replaces Fastify's JSON parser with one that refuses, rather than rewrites: a declared charset other than UTF-8
 * (415) and bytes that are not UTF-8 (400), which a plain decode would turn into U+FFFD. What passes goes to Fastify's
 * own parser, with its guard against __proto__ and constructor.prototype keys.
 */
export function registerStrictJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = declaredCharset(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new HttpError(415, answerOf(serverTexts.charsetNotUtf8)), undefined);
      return;
    }
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new HttpError(400, answerOf(serverTexts.invalidUtf8)), undefined);
      return;
    }
    void parseJson(request, bytes.toString('utf8'), done);
  });
}
