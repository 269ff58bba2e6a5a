/**
 * The page a new address's confirmation link opens: it asks first (a mail scanner that follows links must not confirm
 * anything), and its button confirms once; then the delegate is taken to their own page. Plain HTML in the
 * registration's language, with nothing to load, so it works from any mail client.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Clock } from '../../clock';
import { escapeHtml } from '../../http/htmlPage';
import { textsFor } from '../../mail/texts';
import type { Store } from '../../store/Store';
import { delegateLinkFor, type DelegateLinks } from '../delegateLink';
import { resolveEmailChangeToken } from './emailChangeToken';
import { delegateActor } from './sqlDelegateActions';

export interface EmailChangeRouteDeps {
  store: Store;
  clock: Clock;
  links: DelegateLinks;
  emailChangeKey: Buffer;
}

/** The confirmation page's path, before the token. */
export const confirmEmailPath = '/confirm-email/';

const privateHeaders = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

function page(reply: FastifyReply, status: number, language: string, title: string, body: string) {
  return reply.code(status).headers(privateHeaders).type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`);
}

/** GET shows the question, POST confirms; a token that names no change is the plain 404 every wrong token gets. */
export function registerEmailChangeRoutes(parent: FastifyInstance, deps: EmailChangeRouteDeps): void {
  void parent.register(async (app) => {
    // The page's button posts an empty form; its fields are not read, only its token in the address counts.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    routes(app, deps);
  });
}

function routes(app: FastifyInstance, deps: EmailChangeRouteDeps): void {
  const { store, clock, links, emailChangeKey } = deps;

  async function changeOf(request: FastifyRequest) {
    const token = (request.params as { token?: unknown }).token;
    const change =
      typeof token === 'string'
        ? await resolveEmailChangeToken(emailChangeKey, token, (id) => store.findEmailChange(id))
        : undefined;
    const registration = change ? await store.findRegistration(change.registrationId) : undefined;
    return change && registration ? { change, registration, token: token as string } : undefined;
  }

  const notFound = (reply: FastifyReply) => reply.code(404).headers(privateHeaders).send({ message: 'Not found.' });

  app.get(`${confirmEmailPath}:token`, async (request, reply) => {
    const found = await changeOf(request);
    if (!found) return notFound(reply);
    const { change, registration, token } = found;
    const { locale, text } = textsFor(registration.language);
    const title = text('delegateAction.confirmPage.title');
    if (change.status === 'confirmed')
      return reply.redirect(delegateLinkFor(links, registration, registration.language), 303);
    if (change.status !== 'pending' || change.expiresAt.getTime() <= clock().getTime())
      return page(reply, 410, locale, title, `<p>${escapeHtml(text('delegateAction.confirmPage.expired'))}</p>`);
    const intro = text('delegateAction.confirmPage.intro', {
      email: change.newEmail,
      reference: registration.reference ?? '',
    });
    return page(
      reply,
      200,
      locale,
      title,
      `<p>${escapeHtml(intro)}</p>
<form method="post" action="${confirmEmailPath}${escapeHtml(token)}">
<button type="submit">${escapeHtml(text('delegateAction.confirmPage.button'))}</button>
</form>`,
    );
  });

  app.post(`${confirmEmailPath}:token`, async (request, reply) => {
    const found = await changeOf(request);
    if (!found) return notFound(reply);
    const { change, registration } = found;
    const { locale, text } = textsFor(registration.language);
    const title = text('delegateAction.confirmPage.title');
    const outcome = await store.confirmEmailChange(change.id, { actor: delegateActor, at: clock() });
    if (outcome.outcome === 'confirmed' || outcome.outcome === 'already')
      return reply.redirect(delegateLinkFor(links, registration, registration.language), 303);
    const key =
      outcome.outcome === 'email_taken' ? 'delegateAction.confirmPage.taken' : 'delegateAction.confirmPage.expired';
    return page(reply, outcome.outcome === 'email_taken' ? 409 : 410, locale, title, `<p>${escapeHtml(text(key))}</p>`);
  });
}
