import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { originOf } from '../http/securityHeaders';
import { textsFor } from '../mail/texts';
import type { ProviderRefund } from '../refunds/refundTypes';
import { checkoutPage, checkoutPagePolicy, type CheckoutTexts, messagePage } from './checkoutPage';
import type { CheckoutReview, CheckoutSession, PaymentCompletion, PaymentProvider } from './PaymentProvider';
import { checkoutReturnUrls, requestLanguage } from './returnUrls';

export interface LocalTestCheckoutOptions {
  /** The backend's public base URL for checkout links; '' gives root-relative links (site and API on one origin). */
  publicUrl?: string;
  /** The site's base URL, where Pay and Cancel lead back to; '' for the same origin. */
  siteUrl?: string;
}

interface SessionParams {
  sessionId: string;
}

interface LanguageQuery {
  lang?: string;
}

function sameSecret(expected: string | null, given: unknown): boolean {
  if (expected === null || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const providerName = 'local-test-checkout';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The default payment provider: a checkout page served by this backend, clearly labelled as a
 * local test, whose Pay button marks the registration paid. It fakes nothing of a card provider.
 */
export function localTestCheckout(options: LocalTestCheckoutOptions = {}): PaymentProvider {
  const publicUrl = trimSlash(options.publicUrl ?? '');
  const siteUrl = trimSlash(options.siteUrl ?? '');
  const siteOrigin = originOf(siteUrl);
  const policy = checkoutPagePolicy(siteOrigin ? [siteOrigin] : []);
  const backToForm = (texts: CheckoutTexts) => ({
    href: `${siteUrl}/${texts.locale === 'en' ? '' : `?lang=${texts.locale}`}`,
    label: 'thanks.back',
  });
  const continueToThanks = (texts: CheckoutTexts) => ({
    href: checkoutReturnUrls(siteUrl, texts.locale).success,
    label: 'checkout.continue',
  });
  // The delegate's language rides along in the checkout's own address, as this page keeps no language of its own.
  const languageOf = (query: unknown) => requestLanguage((query as LanguageQuery | undefined)?.lang);
  const languageQuery = (query: unknown) => {
    const language = languageOf(query);
    return language ? `?lang=${language}` : '';
  };

  function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
    return (
      reply
        .code(status)
        .header('content-security-policy', policy)
        // The URL holds the session id: it must not leak to another site, nor sit in a cache.
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  // The delegate's language, from the checkout's own address.
  const textsOf = (query: unknown): CheckoutTexts => textsFor(languageOf(query) ?? 'en');

  function notFound(reply: FastifyReply, texts: CheckoutTexts): FastifyReply {
    return sendPage(
      reply,
      404,
      messagePage(texts, 'checkout.notFound.heading', 'checkout.notFound.text', backToForm(texts)),
    );
  }

  return {
    name: providerName,

    async createCheckout(registration): Promise<CheckoutSession> {
      const sessionId = `local_${randomBytes(18).toString('base64url')}`;
      return {
        sessionId,
        url: `${publicUrl}/checkout/${sessionId}${registration.language && registration.language !== 'en' ? `?lang=${registration.language}` : ''}`,
        pageToken: randomBytes(32).toString('base64url'),
      };
    },

    // The page never expires: a pending session stays open until Pay or Cancel, so a returning delegate gets it again.
    async reviewCheckout(sessionId: string): Promise<CheckoutReview> {
      return { status: 'open', url: `${publicUrl}/checkout/${sessionId}` };
    },

    // No money moved, so none goes back: the refund is recorded at once, under an id its key gives, so a repeated call
    // answers the same refund.
    async refund(request): Promise<ProviderRefund> {
      const id = createHash('sha256').update(request.idempotencyKey).digest('base64url').slice(0, 24);
      return { id: `local_re_${id}`, status: 'succeeded' };
    },

    registerRoutes(app: FastifyInstance, completion: PaymentCompletion): void {
      app.register(async (scope) => {
        // The page's forms post urlencoded fields; only here, the API itself takes JSON alone.
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 4096 },
          (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        );

        scope.get<{ Params: SessionParams }>('/checkout/:sessionId', async (request, reply) => {
          const texts = textsOf(request.query);
          const checkout = await completion.findCheckout(request.params.sessionId);
          if (!checkout || checkout.provider !== providerName || checkout.pageToken === null)
            return notFound(reply, texts);
          if (checkout.status === 'paid') {
            return sendPage(
              reply,
              200,
              messagePage(texts, 'checkout.paid.heading', 'checkout.paid.text', continueToThanks(texts)),
            );
          }
          if (checkout.status === 'cancelled') {
            return sendPage(
              reply,
              200,
              messagePage(texts, 'checkout.cancelled.heading', 'checkout.cancelled.text', backToForm(texts)),
            );
          }
          const base = `/checkout/${encodeURIComponent(checkout.sessionId)}`;
          const query = languageQuery(request.query);
          return sendPage(
            reply,
            200,
            checkoutPage(
              texts,
              checkout,
              { pay: `${base}/pay${query}`, cancel: `${base}/cancel${query}` },
              checkout.pageToken,
            ),
          );
        });

        const complete =
          (outcome: 'paid' | 'cancelled') =>
          async (request: { params: SessionParams; body: unknown; query: unknown }, reply: FastifyReply) => {
            const texts = textsOf(request.query);
            const checkout = await completion.findCheckout(request.params.sessionId);
            if (!checkout || checkout.provider !== providerName) return notFound(reply, texts);
            const token = (request.body as Record<string, unknown> | undefined)?.token;
            if (!sameSecret(checkout.pageToken, token)) {
              return sendPage(
                reply,
                403,
                messagePage(texts, 'checkout.expired.heading', 'checkout.expired.text', backToForm(texts)),
              );
            }
            const status =
              outcome === 'paid'
                ? await completion.paid(checkout.sessionId)
                : await completion.cancelled(checkout.sessionId);
            if (status === outcome) {
              const back = checkoutReturnUrls(siteUrl, languageOf(request.query));
              return reply.redirect(outcome === 'paid' ? back.success : back.cancel, 303);
            }
            return sendPage(
              reply,
              409,
              status === 'paid'
                ? messagePage(texts, 'checkout.paid.heading', 'checkout.paid.again', continueToThanks(texts))
                : messagePage(texts, 'checkout.cancelled.heading', 'checkout.cancelled.again', backToForm(texts)),
            );
          };

        scope.post<{ Params: SessionParams }>('/checkout/:sessionId/pay', complete('paid'));
        scope.post<{ Params: SessionParams }>('/checkout/:sessionId/cancel', complete('cancelled'));
      });
    },
  };
}
