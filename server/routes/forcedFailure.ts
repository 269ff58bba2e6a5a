import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ForcedFailure } from '../options';
import { validationFailure } from '../registration/validationFailure';

/** What a forced failure answers: a status and its JSON body (none for an empty answer). */
export interface ForcedAnswer {
  status: number;
  body?: unknown;
}

/**
 * The answer FORCE_REGISTRATION_FAILURE gives for each failure; undefined for 'network', where the connection drops
 * with no answer at all. The browser test of the alerts (tests/browser/serverFailures.test.ts) plays these answers.
 */
export function forcedAnswer(failure: ForcedFailure): ForcedAnswer | undefined {
  switch (failure) {
    case 'duplicate':
      return { status: 409, body: { state: 'duplicate' } };
    case 'validation':
      // The real answer to a taken e-mail, keys included.
      return { status: 422, body: validationFailure({ email: [{ key: 'error.email.taken' }] }).body };
    case 'server-error':
      return { status: 500, body: { error: 'Forced server error (FORCE_REGISTRATION_FAILURE=server-error).' } };
    case 'server-message':
      return { status: 500, body: { message: 'Forced server message (FORCE_REGISTRATION_FAILURE=server-message).' } };
    case 'server-empty':
      return { status: 500 };
    case 'network':
      return undefined;
    case 'unexpected-state':
      return { status: 200, body: { state: 'weird' } };
  }
}

/** Answers a registration the way FORCE_REGISTRATION_FAILURE asks, storing nothing. */
export function sendForcedFailure(failure: ForcedFailure, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = forcedAnswer(failure);
  if (!answer) {
    // The browser sees the connection drop with no answer at all.
    reply.hijack();
    request.raw.socket.destroy();
    return reply;
  }
  reply.code(answer.status);
  return answer.body === undefined ? reply.send() : reply.send(answer.body);
}
