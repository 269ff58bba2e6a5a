/**
 * The delegate's own page: its data and documents under the personal token, the page's protective headers, and
 * "Find my registration". A token that opens nothing answers the site's plain 404, whatever was wrong with it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Clock } from '../clock';
import { requireCsrfToken } from '../http/csrf';
import { HttpError } from '../http/HttpError';
import { serverMessages } from '../http/serverMessages';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { invoiceFileName, invoicePdf } from '../invoice/invoicePdf';
import type { RateLimit } from '../options';
import { requireJsonBody } from '../routes/jsonOnly';
import type { RegistrationDetail } from '../store/LifecycleStore';
import type { Store } from '../store/Store';
import { calendarFile, calendarFileName } from './calendarFile';
import { type DelegateLinks, delegatePagePath } from './delegateLink';
import { resolveDelegateToken } from './delegateToken';
import { delegateView } from './delegateView';
import { receiptFileName, receiptPdf } from './receiptPdf';

export interface DelegateRouteDeps {
  store: Store;
  clock: Clock;
  links: DelegateLinks;
  font: InvoiceFont | undefined;
  /** "Find my registration" per client address; the same number per e-mail address in an hour. */
  findRateLimit: RateLimit;
}

/** At most this many "Find my registration" requests per e-mail address an hour, whoever sends them. */
export const findPerEmailPerHour = 5;

/** The answers that carry the token in their address: kept by no cache, indexed by no robot, never named in a Referer. */
export const privateHeaders = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

const notFound = () => new HttpError(404, { message: serverMessages.notFound });

/** The registration a token opens; a 404 for any token that opens none. */
export async function registrationOfToken(
  deps: Pick<DelegateRouteDeps, 'store' | 'links'>,
  token: unknown,
): Promise<RegistrationDetail> {
  const id =
    typeof token === 'string'
      ? await resolveDelegateToken(deps.links.key, token, (registrationId) => deps.store.linkVersionOf(registrationId))
      : undefined;
  const registration = id === undefined ? undefined : await deps.store.findRegistration(id);
  if (!registration) throw notFound();
  return registration;
}

function tokenOf(request: FastifyRequest): unknown {
  return (request.params as { token?: unknown }).token;
}

/**
 * The page's headers on its HTML too (the site's fallback serves it), and a 404 status for an address whose token
 * opens nothing: the page then shows only the site's not-found text.
 */
export function registerDelegatePageHeaders(app: FastifyInstance, deps: Pick<DelegateRouteDeps, 'store' | 'links'>) {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(delegatePagePath) && !path.startsWith('/web/delegate/')) return payload;
    for (const [name, value] of Object.entries(privateHeaders)) reply.header(name, value);
    if (path.startsWith(delegatePagePath) && reply.statusCode === 200) {
      const token = decodeURIComponent(path.slice(delegatePagePath.length));
      const id = await resolveDelegateToken(deps.links.key, token, (registrationId) =>
        deps.store.linkVersionOf(registrationId),
      );
      if (id === undefined) reply.code(404);
    }
    return payload;
  });
}

const sendFile = (reply: FastifyReply, type: string, name: string, body: Buffer | string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(body);

/** The routes under /web/delegate/:token, and POST /web/registration-link ("Find my registration"). */
export function registerDelegateRoutes(api: FastifyInstance, deps: DelegateRouteDeps): void {
  const { store, clock, font } = deps;

  api.get('/web/delegate/:token', async (request) => {
    const registration = await registrationOfToken(deps, tokenOf(request));
    return { data: delegateView(registration, await store.checkoutsOf(registration.id)) };
  });

  api.get('/web/delegate/:token/invoice.pdf', async (request, reply) => {
    const registration = await registrationOfToken(deps, tokenOf(request));
    if (registration.paymentMethod !== 'bank' || !registration.invoiceNumber) throw notFound();
    const pdf = await invoicePdf(registration, font);
    return sendFile(reply, 'application/pdf', invoiceFileName(registration.invoiceNumber), pdf);
  });

  api.get('/web/delegate/:token/receipt.pdf', async (request, reply) => {
    const registration = await registrationOfToken(deps, tokenOf(request));
    if (registration.state !== 'paid' || !registration.reference) throw notFound();
    return sendFile(
      reply,
      'application/pdf',
      receiptFileName(registration.reference),
      await receiptPdf(registration, font),
    );
  });

  api.get('/web/delegate/:token/calendar.ics', async (request, reply) => {
    const registration = await registrationOfToken(deps, tokenOf(request));
    if (registration.state === 'cancelled') throw notFound();
    return sendFile(reply, 'text/calendar; charset=utf-8', calendarFileName, calendarFile(registration, clock()));
  });

  const checkCsrfToken = requireCsrfToken(store);
  api.post(
    '/web/registration-link',
    {
      config: { rateLimit: { max: deps.findRateLimit.max, timeWindow: deps.findRateLimit.timeWindowMs } },
      preParsing: async (request, _reply, payload) => {
        await checkCsrfToken(request);
        return payload;
      },
    },
    async (request, reply) => {
      requireJsonBody(request);
      const email = (request.body as { email?: unknown } | null)?.email;
      if (typeof email !== 'string' || email.length > 200 || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
        throw new HttpError(422, {
          message: serverMessages.invalidData,
          errors: { email: [serverMessages.invalidData] },
        });
      }
      const address = email.trim().normalize('NFC').toLowerCase();
      // Counted whether or not the address is registered, so the limit tells nothing either.
      const counted = await store.countRequest(`registration-link ${address}`, 60 * 60_000);
      if (counted.count > findPerEmailPerHour) {
        const after = Math.ceil(counted.resetInMs / 1000);
        reply.header('retry-after', String(after));
        throw new HttpError(429, { message: serverMessages.tooManyRequests(`${Math.ceil(after / 60)} minutes`) });
      }
      const id = await store.registrationIdByEmail(address);
      if (id !== undefined) await store.queueLinkMessage(id, 'lost_link', clock());
      // The same answer whether or not a registration exists: the page says the one sentence.
      return reply.code(202).send({ state: 'sent' });
    },
  );
}
