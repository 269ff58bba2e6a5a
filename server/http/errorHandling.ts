import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';
import { serverMessages } from './serverMessages';

const fastifyErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: serverMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: serverMessages.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: serverMessages.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: serverMessages.bodyTooLarge },
};

/** Every error answers JSON `{ message }` (or the HttpError's body); a server fault never shows its details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: serverMessages.badRequest });
    request.log.error(error);
    return reply.code(500).send({ message: serverMessages.serverError });
  });
}
