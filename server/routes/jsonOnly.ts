import type { FastifyRequest } from 'fastify';

import { HttpError } from '../http/HttpError';
import { answerOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';

/** Answers 415 unless the request says its body is JSON; a missing Content-Type is not JSON either. */
export function requireJsonBody(request: FastifyRequest): void {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new HttpError(415, answerOf(serverTexts.unsupportedMediaType));
  }
}
