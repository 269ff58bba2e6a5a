import { randomBytes } from 'node:crypto';

import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';

import { diallingCodes } from '../core/model/diallingCodes';
import { meetings } from '../core/model/meetings';
import { regions } from '../core/model/regionList';
import { event, fees } from '../core/model/schemaData';
import { registerAnnouncementRoutes } from './announcements/announcementRoutes';
import { registerBadgeRoutes } from './badges/badgeRoutes';
import { registerStatementRoutes } from './bankImport/statementRoutes';
import { registerCertificateRoutes, registerCertificateVerification } from './certificates/certificateRoutes';
import { registerCheckinRoutes } from './checkin/checkinRoutes';
import { systemClock } from './clock';
import { registerComplimentaryRoutes } from './complimentary/complimentaryRoutes';
import { registerCreditRoutes } from './credits/creditRoutes';
import { registerDelegateActionRoutes } from './delegate/delegateActionRoutes';
import { limitDelegateRoutes } from './delegate/delegateRateLimits';
import { registerDelegateRoutes } from './delegate/delegateRoutes';
import { linkMailIntervalMs as defaultLinkMailIntervalMs, registerLinkRequestRoute } from './delegate/linkRequests';
import { registerFeeChangeRoutes } from './feeChange/feeChangeRoutes';
import { registerCsrfCookieRoute } from './http/csrf';
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  registerClosingAnswer,
  registerErrorHandling,
  registerUrlGuard,
} from './http/errorHandling';
import { HttpError } from './http/HttpError';
import { registerStrictJsonParser } from './http/jsonBody';
import { answerOf } from './http/keyedRefusal';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { contentSecurityPolicy, registerSecurityHeaders } from './http/securityHeaders';
import { serverTexts } from './http/serverMessages';
import { fastifyTrustProxy } from './http/trustProxy';
import { registerListRoutes } from './lists/listRoutes';
import { registerHealthRoute } from './operations/healthRoute';
import { defaultRateLimits, defaultRetention, type RateLimits, type ServerOptions } from './options';
import { startCheckoutSweeper } from './payments/checkoutSweeper';
import { localTestCheckout } from './payments/localTestCheckout';
import { paymentCompletion } from './payments/paymentCompletion';
import { startRefundSender } from './refunds/refundSender';
import type { RegistrationLists } from './registration/checkRegistration';
import { registerReminderRoutes } from './reminders/reminderRoutes';
import { startReminderScheduler } from './reminders/reminderScheduler';
import { registerPersonalDataRoutes, registerRetentionRoutes } from './retention/retentionRoutes';
import { startRetentionScheduler } from './retention/retentionScheduler';
import { registerAdminRoutes } from './routes/admin';
import { registerCheckPeriodRoute } from './routes/checkPeriod';
import { registerErrorReportRoute } from './routes/errorReports';
import { registerMailboxRoutes } from './routes/mailbox';
import { registerRegistrationRoute } from './routes/registrations';
import { apiPrefixes, registerSite } from './routes/site';
import { derivedKey } from './secrets/serverSecret';
import { defaultStaffSignInPolicy } from './staff/staffAuth';
import { registerStaffRoutes } from './staff/staffRoutes';
import { schedulePurges } from './store/purgeSchedule';
import type { RetentionPolicy } from './store/Store';
import { registerDelegateVisaRoutes, registerStaffVisaRoutes, registerVisaCheck } from './visaLetters/visaLetterRoutes';

/** A JSON body is at most 64 KiB: a registration is under 3 KiB, an error report under 40 KiB. */
export const bodyLimit = 64 * 1024;

/** The data files of schemas/, the same ones the form is built from. */
const schemaLists: RegistrationLists = { event, fees, regions, diallingCodes };

/**
 * The backend of spec section 7 (CSRF cookie, fee period, registrations, error reports), the
 * hosted checkout and, when given a built site, the site itself: one Fastify app, not yet listening.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { store, visaLetterStore } = options;
  const clock = options.clock ?? systemClock;
  const rateLimits: RateLimits = { ...defaultRateLimits, ...options.rateLimits };
  const linkMailIntervalMs = options.linkMailIntervalMs ?? defaultLinkMailIntervalMs;
  const retention: RetentionPolicy = { ...defaultRetention, ...options.retention };
  const paymentProvider = options.paymentProvider ?? localTestCheckout();

  const csp = contentSecurityPolicy(options.csp ?? { imageOrigins: [], connectOrigins: [] });

  const app = Fastify({
    bodyLimit,
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Answers Fastify and Node make themselves go through the same path as the routes' (server/http/errorHandling.ts).
    return503OnClosing: false,
    frameworkErrors: frameworkErrorAnswer(csp),
    clientErrorHandler: clientErrorAnswer(csp),
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, csp);
  registerClosingAnswer(app);
  registerUrlGuard(app);
  registerStrictJsonParser(app);
  // API answers carry personal data, CSRF tokens or payment URLs: no cache may keep them unless a route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (apiPrefixes.some((prefix) => request.url.startsWith(prefix)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  schedulePurges(app, store, retention, options.purgeIntervalMs ?? 10 * 60_000);
  // Run once the server has stopped taking requests and finished those in progress, before the store is closed.
  for (const hook of options.onClose ?? []) app.addHook('onClose', async () => hook());
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so two server processes on one PostgreSQL share each client's allowance.
    store: databaseRateLimitStore(store),
    // Each route counts apart; the store sees no route, so the key names it.
    keyGenerator: (request) => `${request.method} ${request.routeOptions.url ?? ''} ${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, answerOf(serverTexts.tooManyRequests(context.ttl / 1000))),
  });

  registerHealthRoute(app, store);

  // Without a configured secret, a random one: links and codes then die with the process (main.ts always passes one).
  const serverSecret = options.serverSecret ?? randomBytes(32);
  const linkKey = derivedKey(serverSecret, 'delegate-link');

  await app.register(async (api) => {
    // The API reads JSON only; text/plain would otherwise reach the handlers as a string.
    api.removeContentTypeParser('text/plain');
    registerCsrfCookieRoute(
      api,
      store,
      { max: rateLimits.sessions.max, timeWindow: rateLimits.sessions.timeWindowMs },
      retention.sessionMaxRows,
    );
    registerCheckPeriodRoute(api, event, fees, clock);
    registerRegistrationRoute(api, {
      store,
      clock,
      lists: schemaLists,
      paymentProvider,
      rateLimit: rateLimits.registrations,
      forcedFailure: options.forcedFailure,
      linkKey,
      linkMailIntervalMs,
    });
    const delegateDeps = {
      store,
      event,
      clock,
      linkKey,
      font: options.invoiceFont,
      badgeKey: derivedKey(serverSecret, 'badge-code'),
      certificateStore: options.certificateStore,
      siteUrl: options.siteUrl,
    };
    limitDelegateRoutes(api, store, rateLimits);
    registerDelegateRoutes(api, delegateDeps);
    registerDelegateActionRoutes(api, {
      ...delegateDeps,
      linkMailIntervalMs,
      paymentProvider,
      emailChangeKey: derivedKey(serverSecret, 'email-change'),
    });
    registerLinkRequestRoute(api, { store, rateLimit: rateLimits.linkRequests, linkMailIntervalMs, clock });
    registerErrorReportRoute(api, {
      store,
      rateLimit: rateLimits.errorReports,
      maxReports: retention.errorReportMaxRows,
      senderKey: derivedKey(serverSecret, 'error-report-sender'),
      clock,
    });
    if (options.adminToken) registerAdminRoutes(api, store, options.adminToken);
    if (options.certificateStore) registerCertificateVerification(api, options.certificateStore, event);
    if (options.erasure) registerPersonalDataRoutes(api, { ...delegateDeps, visaLetterStore });
    if (visaLetterStore) {
      registerDelegateVisaRoutes(api, { ...delegateDeps, visaLetterStore });
      registerVisaCheck(api, { visaLetterStore, event });
    }
  });

  const { staffStore, checkinStore, certificateStore } = options;
  const policy = { ...defaultStaffSignInPolicy, ...options.staffSignInPolicy };
  if (staffStore) {
    const { bankCredits } = options;
    await app.register(async (staffApi) => {
      registerStaffRoutes(staffApi, {
        store,
        staffStore,
        fees,
        event,
        clock,
        policy,
        font: options.invoiceFont,
        provider: paymentProvider,
      });
      if (bankCredits) registerStatementRoutes(staffApi, { store, bankCredits, event, clock });
      registerCreditRoutes(staffApi, { store, clock });
      registerComplimentaryRoutes(staffApi, { store, clock, lists: schemaLists, linkKey, provider: paymentProvider });
      registerFeeChangeRoutes(staffApi, { store, clock, lists: schemaLists, provider: paymentProvider });
      registerReminderRoutes(staffApi, { store, event, clock });
      if (visaLetterStore) {
        const visaDeps = { store, visaLetterStore, event, clock, linkKey, siteUrl: options.siteUrl };
        registerStaffVisaRoutes(staffApi, visaDeps);
      }
      if (options.erasure) registerRetentionRoutes(staffApi, { erasure: options.erasure, clock });
      if (options.announcementStore) {
        registerAnnouncementRoutes(staffApi, {
          store,
          announcementStore: options.announcementStore,
          checkinStore,
          event,
          fees,
          meetings,
          clock,
          linkKey,
          emailChangeKey: derivedKey(serverSecret, 'email-change'),
          siteUrl: options.siteUrl,
        });
      }
      if (checkinStore) {
        const badgeKey = derivedKey(serverSecret, 'badge-code');
        const windowKey = derivedKey(serverSecret, 'door-window');
        registerCheckinRoutes(staffApi, { checkinStore, event, fees, clock, badgeKey, windowKey });
        registerBadgeRoutes(staffApi, { store, checkinStore, fees, badgeKey, font: options.badgeFont });
        registerListRoutes(staffApi, { store, checkinStore, event, fees, meetings, font: options.badgeFont });
        if (certificateStore) {
          const siteUrl = options.siteUrl ?? '';
          registerCertificateRoutes(staffApi, {
            store,
            certificateStore,
            checkinStore,
            event,
            fees,
            meetings,
            clock,
            siteUrl,
          });
        }
      }
    });
  }

  const completion = paymentCompletion(store, paymentProvider, clock, app.log);
  paymentProvider.registerRoutes(app, completion);
  if (options.refunds !== false) {
    const refunds = startRefundSender({
      store,
      provider: paymentProvider,
      now: clock,
      ...options.refunds,
      log: (line) => app.log.warn(line),
    });
    // Before the store closes: a refund call in flight is answered and recorded first.
    app.addHook('onClose', () => refunds.stop());
  }
  if (options.checkoutSweep) {
    const sweeper = startCheckoutSweeper({
      store,
      provider: paymentProvider,
      clock,
      ...options.checkoutSweep,
      log: (line) => app.log.warn(line),
    });
    app.addHook('onClose', () => sweeper.stop());
  }
  if (options.erasure && options.retentionJob !== false) {
    const retentionJob = startRetentionScheduler({
      erasure: options.erasure,
      event,
      meetings,
      clock,
      ...options.retentionJob,
      log: (line) => app.log.warn(line),
    });
    app.addHook('onClose', () => retentionJob.stop());
  }
  if (options.reminders) {
    const reminders = startReminderScheduler({
      store,
      event,
      clock,
      ...options.reminders,
      log: (line) => app.log.warn(line),
    });
    app.addHook('onClose', () => reminders.stop());
  }
  // The mailbox holds delegates' data: only signed-in staff read it, so it needs the staff accounts.
  if (options.mailbox && staffStore) registerMailboxRoutes(app, { store, staffStore, policy });

  await registerSite(app, options.staticDir);
  return app;
}
