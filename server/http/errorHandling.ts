import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { KeyedText } from '../../core/api/keyedText';
import { HttpError } from './HttpError';
import { answerOf } from './keyedRefusal';
import { securityHeaderValues } from './securityHeaders';
import { serverTexts } from './serverMessages';

const fastifyErrors: Record<string, { status: number; text: KeyedText }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, text: serverTexts.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, text: serverTexts.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, text: serverTexts.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, text: serverTexts.bodyTooLarge },
};

/**
 * What a server fault logs: its kind and where it happened, never its message, since a database error quotes the
 * values it was given (an e-mail address, a name). The stack's first line is the message, so it is left out.
 */
export function loggableError(error: unknown): { type: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack
      ? {
          stack: error.stack
            .split('\n')
            .filter((line) => /^\s+at /.test(line))
            .join('\n'),
        }
      : {}),
  };
}

/** The route pattern ('/checkout/:sessionId'), not the URL, which may carry a session id or what a client typed. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(no route)';
}

/**
 * Every error answers JSON `{ message }` (or the HttpError's body) through the same hooks as any answer, so it carries
 * the security headers; a server fault never shows its details, and every 5xx is logged, whatever LOG_REQUESTS says.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send(answerOf(known.text));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(answerOf(serverTexts.badRequest));
    request.log.error({ err: loggableError(error), method: request.method, route: routeOf(request) }, 'request failed');
    return reply.code(500).send(answerOf(serverTexts.serverError));
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) {
      request.log.error(
        { statusCode: reply.statusCode, method: request.method, route: routeOf(request) },
        'answered with a server error',
      );
    }
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a parameter too long is a 400 like any other, echoing nothing.
 * Such a reply skips the hooks, so the security headers are set here.
 */
export function frameworkErrorAnswer(
  csp: string,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (_error, request, reply) => {
    void reply
      .headers(securityHeaderValues(csp, request.protocol === 'https'))
      .code(400)
      .send(answerOf(serverTexts.badRequest));
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (headers too large,
 * malformed HTTP, too slow) gets the same JSON shape and security headers, then the connection is closed.
 */
export function clientErrorAnswer(csp: string): (error: NodeJS.ErrnoException, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const text =
      status === 431
        ? serverTexts.headersTooLarge
        : status === 408
          ? serverTexts.requestTimeout
          : serverTexts.badRequest;
    const body = JSON.stringify(answerOf(text));
    const headers = {
      ...securityHeaderValues(csp, false),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    if (socket.writable)
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

/**
 * From the moment the server starts closing, a request that still arrives (on a kept-alive connection) is answered
 * 503 through the ordinary path, headers and all; requests already in progress finish. Fastify's own 503 is turned off
 * (`return503OnClosing: false`) for this.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    throw new HttpError(503, answerOf(serverTexts.closing));
  });
}

/** A NUL in the URL, percent-encoded or not: no route can use it and the database could not hold it. */
const nulInUrl = /%00|\0/i;

/** Answers 400 to a URL with a NUL before any route reads it (e.g. `/checkout/%00`). */
export function registerUrlGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (nulInUrl.test(request.url)) throw new HttpError(400, answerOf(serverTexts.badRequest));
  });
}
