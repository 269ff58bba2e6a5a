import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { HttpError } from '../http/HttpError';
import { answerOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import type { Store } from '../store/Store';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** GET /admin/registrations for `Authorization: Bearer <ADMIN_TOKEN>`; only registered when a token is set. */
export function registerAdminRoutes(app: FastifyInstance, store: Store, adminToken: string): void {
  const expected = digest(adminToken);
  app.get('/admin/registrations', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(expected, digest(given))) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, answerOf(serverTexts.unauthorised));
    }
    reply.header('cache-control', 'no-store');
    return { data: await store.listRegistrations() };
  });
}
