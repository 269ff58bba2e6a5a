/**
 * What a delegate does on their own page, each behind their personal link and the CSRF check the form uses, each
 * recorded in the history with the delegate as actor, each answered with the page's new view.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { DelegateView } from '../../core/api/delegateTypes';
import { isPayable } from '../../core/lifecycle/lifecycle';
import { extras } from '../../core/model/extras';
import { mailboxOf } from '../../core/rules/email';
import { extraMayChange } from '../../core/rules/extras';
import { requireCsrfToken } from '../http/csrf';
import { HttpError } from '../http/HttpError';
import { serverTexts } from '../http/serverMessages';
import { textsFor } from '../mail/texts';
import { checkoutEnding } from '../payments/checkoutEnding';
import { withOpenCheckoutsEnded } from '../payments/openCheckouts';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { requireJsonBody } from '../routes/jsonOnly';
import type { DelegateChange } from '../store/DelegateStore';
import { delegateFieldRefusal, delegateSaid } from './apiText';
import { checkoutAgain } from './checkoutAgain';
import { detailsChanges, extraChoice } from './delegateInput';
import { delegateToken, readEmailChangeToken, readEmailUndoToken } from './delegateLink';
import { type DelegateRouteDeps, registrationOfToken, viewOf } from './delegateRoutes';
import { delegateActions } from './delegateView';

export interface DelegateActionDeps extends DelegateRouteDeps {
  paymentProvider: PaymentProvider;
  /** derivedKey(serverSecret, 'email-change'). */
  emailChangeKey: Buffer;
  /** An address's owner is mailed their link at most once in this much real time. */
  linkMailIntervalMs: number;
}

/** How long the confirmation link sent to a new address holds. */
const emailChangeHours = 48;
/** How long the address a confirmed change replaced may undo it: long enough for a holiday away from the mailbox. */
const emailUndoDays = 7;

/** `now` plus `hours`, in seconds since 1970, as the signed links carry their end of validity. */
function secondsFrom(now: Date, hours: number): number {
  return Math.floor(now.getTime() / 1000) + hours * 3600;
}

function conflict(request: FastifyRequest, key: string): HttpError {
  return new HttpError(409, delegateSaid(request, { key }));
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  requireJsonBody(request);
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(422, delegateSaid(request, serverTexts.notJsonObject));
  return body as Record<string, unknown>;
}

/** A change the store refused, as the delegate reads it. */
function refusal(request: FastifyRequest, change: DelegateChange): HttpError | undefined {
  if (change.outcome === 'not_found') return new HttpError(404, delegateSaid(request, { key: 'delegateApi.notFound' }));
  if (change.outcome !== 'refused') return undefined;
  if (change.reason === 'email_taken') return delegateFieldRefusal(request, 'email', { key: 'error.email.taken' });
  return conflict(request, 'delegateApi.notNow');
}

export function registerDelegateActionRoutes(app: FastifyInstance, deps: DelegateActionDeps): void {
  const { store, clock, event } = deps;
  const checkCsrfToken = requireCsrfToken(store);
  const guarded = { preHandler: async (request: FastifyRequest) => checkCsrfToken(request) };
  const context = () => ({ actor: 'delegate', at: clock() });

  /** Runs a change and answers the new view, or the refusal. */
  async function changed(request: FastifyRequest, change: Promise<DelegateChange>): Promise<DelegateView> {
    const problem = refusal(request, await change);
    if (problem) throw problem;
    const detail = await registrationOfToken(deps, request);
    return viewOf(deps, detail);
  }

  app.post('/web/delegate/:token/checkout', guarded, async (request) => {
    bodyOf(request);
    const detail = await registrationOfToken(deps, request);
    if (!isPayable(detail.state)) throw conflict(request, 'delegateApi.notNow');
    let answer;
    try {
      answer = await checkoutAgain(deps, detail.id);
    } catch (error) {
      request.log.error(error);
      throw new HttpError(502, delegateSaid(request, { key: 'delegateApi.checkoutUnavailable' }));
    }
    if (answer.state === 'duplicate') throw conflict(request, 'delegateApi.paymentUnderWay');
    return { url: answer.url };
  });

  app.post('/web/delegate/:token/bank-transfer', guarded, async (request) => {
    bodyOf(request);
    const detail = await registrationOfToken(deps, request);
    if (!delegateActions(detail, event, clock()).switchToBank) throw conflict(request, 'delegateApi.notNow');
    // A checkout the provider is settling may still take the money: the delegate waits for it rather than pay twice.
    const latest = (await store.checkoutsOf(detail.id)).at(-1);
    if (latest?.status === 'pending' && latest.provider === deps.paymentProvider.name) {
      const review = await deps.paymentProvider.reviewCheckout(latest.sessionId).catch(() => ({ status: 'settling' }));
      if (review.status === 'settling') throw conflict(request, 'delegateApi.paymentUnderWay');
    }
    // The rest are ended at the provider, as a cancellation's are: a tab left open on one must not take the fee that
    // the transfer will pay.
    const ending = checkoutEnding(request, store, deps.paymentProvider, clock);
    return changed(
      request,
      withOpenCheckoutsEnded(ending, detail.id, 'proceed', () => store.switchToBank(detail.id, context())),
    );
  });

  app.post('/web/delegate/:token/extras/:extra', guarded, async (request) => {
    const extra = extras.find((item) => item.id === (request.params as { extra: string }).extra);
    if (!extra) throw new HttpError(404, delegateSaid(request, { key: 'delegateApi.notNow' }));
    const answers = extraChoice(request, extra, bodyOf(request));
    const detail = await registrationOfToken(deps, request);
    if (!extraMayChange(extra, event, clock())) throw conflict(request, `delegateApi.closed.${extra.id}`);
    return changed(request, store.changeExtra(detail.id, extra.id, answers, context()));
  });

  app.post('/web/delegate/:token/details', guarded, async (request) => {
    const changes = detailsChanges(request, bodyOf(request));
    const detail = await registrationOfToken(deps, request);
    return changed(request, store.correctDetails(detail.id, changes, context()));
  });

  app.post('/web/delegate/:token/email', guarded, async (request, reply) => {
    const email = bodyOf(request).email;
    if (typeof email !== 'string' || email.trim().length > 254 || mailboxOf(email.trim()) === undefined) {
      throw delegateFieldRefusal(request, 'email', { key: 'error.email.invalid' });
    }
    const detail = await registrationOfToken(deps, request);
    const expires = secondsFrom(clock(), emailChangeHours);
    const change = await store.requestEmailChange(detail.id, email.trim(), expires, context());
    // The same answer for any address: an address another registration uses is not revealed to the requester; its
    // owner is sent their own link instead (at most every 10 minutes, as "find my registration" does).
    if (change.outcome === 'refused' && change.reason === 'email_taken') {
      const owner = await store.findIdByEmail(email.trim());
      if (owner !== undefined) await store.mailLinkOnRequest(owner, deps.linkMailIntervalMs, clock());
    } else {
      const problem = refusal(request, change);
      if (problem) throw problem;
    }
    return reply.code(202).send(delegateSaid(request, { key: 'delegateApi.emailSent' }));
  });

  app.post('/web/email-confirmations', guarded, async (request) => {
    const token = bodyOf(request).token;
    const pending = typeof token === 'string' ? await pendingOfToken(token) : undefined;
    const claim =
      typeof token === 'string' && pending
        ? readEmailChangeToken(
            deps.emailChangeKey,
            token,
            (id) => (id === pending.id ? pending.email : undefined),
            clock(),
          )
        : undefined;
    if (!claim || !pending) throw new HttpError(404, delegateSaid(request, { key: 'delegateApi.emailConfirmInvalid' }));
    const undoExpires = secondsFrom(clock(), emailUndoDays * 24);
    const confirmed = store.confirmEmailChange(claim.registrationId, pending.email, undoExpires, context());
    const problem = refusal(request, await confirmed);
    if (problem) throw problem;
    const detail = await store.findRegistration(claim.registrationId);
    if (!detail) throw new HttpError(404, delegateSaid(request, { key: 'delegateApi.emailConfirmInvalid' }));
    return { token: delegateToken(deps.linkKey, detail.id, detail.linkVersion) };
  });

  // The undo link sent to the address a confirmed change replaced: pressed on its page, never acted on when opened.
  app.post('/web/email-undo', guarded, async (request) => {
    const token = bodyOf(request).token;
    const claim = typeof token === 'string' ? readEmailUndoToken(deps.emailChangeKey, token, clock()) : undefined;
    const invalid = () => new HttpError(404, delegateSaid(request, { key: 'delegateApi.emailUndoInvalid' }));
    if (!claim) throw invalid();
    const change = await store.undoEmailChange(claim.registrationId, claim.version, context());
    if (change.outcome === 'not_found') throw invalid();
    const problem = refusal(request, change);
    if (problem) throw problem;
    return { undone: true };
  });

  /** The registration a confirmation token names and the address it waits for, read before the signature is checked. */
  async function pendingOfToken(token: string): Promise<{ id: number; email: string } | undefined> {
    const id = Number(/^([1-9]\d{0,9})\./.exec(token)?.[1] ?? 0);
    const email = id ? await store.pendingEmailOf(id) : undefined;
    return email ? { id, email } : undefined;
  }

  app.post('/web/delegate/:token/cancellation', guarded, async (request) => {
    bodyOf(request);
    const detail = await registrationOfToken(deps, request);
    if (detail.state === 'cancelled') throw conflict(request, 'delegateApi.alreadyCancelled');
    // Once the first meeting has started, only staff cancel (with a reason of their own).
    if (!delegateActions(detail, event, clock()).cancel) throw conflict(request, 'delegateApi.notNow');
    // The notice quotes the reason word for word: here it says, in the delegate's language, who cancelled.
    const reason = textsFor(detail.language).text('delegateApi.cancelReason');
    // Its open checkouts are ended at the provider, as a staff cancellation's are (registrationActions.ts).
    const ending = checkoutEnding(request, store, deps.paymentProvider, clock);
    const outcome = await withOpenCheckoutsEnded(ending, detail.id, 'proceed', () =>
      store.applyEvent(detail.id, { type: 'cancelled', cause: 'delegate', reason }, context()),
    );
    if (outcome.outcome === 'unchanged') throw conflict(request, 'delegateApi.alreadyCancelled');
    if (outcome.outcome !== 'applied') throw conflict(request, 'delegateApi.notNow');
    return viewOf(deps, await registrationOfToken(deps, request));
  });
}
