import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ForcedFailure } from '../options';
import { englishText } from '../text';

/** Answers a registration the way FORCE_REGISTRATION_FAILURE asks, storing nothing. */
export function sendForcedFailure(failure: ForcedFailure, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  switch (failure) {
    case 'duplicate':
      return reply.code(409).send({ state: 'duplicate' });
    case 'validation': {
      const taken = englishText('error.email.taken');
      return reply.code(422).send({ message: taken, errors: { email: [taken] } });
    }
    case 'server-error':
      return reply.code(500).send({ error: 'Forced server error (FORCE_REGISTRATION_FAILURE=server-error).' });
    case 'server-message':
      return reply.code(500).send({ message: 'Forced server message (FORCE_REGISTRATION_FAILURE=server-message).' });
    case 'server-empty':
      return reply.code(500).send();
    case 'network':
      // The browser sees the connection drop with no answer at all.
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    case 'unexpected-state':
      return reply.code(200).send({ state: 'weird' });
  }
}
