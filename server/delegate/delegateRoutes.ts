/**
 * The delegate's own page behind their personal link: GET its view and documents. A wrong, truncated, revoked or
 * foreign token answers the same 404 after the same work (a signature check and one lookup), and shows nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { EventInfo } from '../../core/model/types';
import { doorDay } from '../../core/rules/meetings';
import { badgeCodeFor } from '../badges/badgeCode';
import { badgeQrPng } from '../badges/badgeQr';
import { certificateFileName } from '../certificates/certificatePdf';
import type { CertificateStore } from '../certificates/CertificateStore';
import { verificationUrl } from '../certificates/sqlCertificateStore';
import type { Clock } from '../clock';
import { calendarContentType, calendarFile, calendarFileName } from '../documents/calendarFile';
import { drawDocument } from '../documents/documentPool';
import { hasReceipt, receiptFileName } from '../documents/receiptPdf';
import { HttpError } from '../http/HttpError';
import { answerOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { invoiceFileName } from '../invoice/invoicePdf';
import type { RegistrationDetail } from '../store/LifecycleStore';
import type { Store } from '../store/Store';
import { readDelegateToken } from './delegateLink';
import { delegateView, hasBadge } from './delegateView';

export interface DelegateRouteDeps {
  store: Store;
  event: EventInfo;
  clock: Clock;
  /** derivedKey(serverSecret, 'delegate-link'). */
  linkKey: Buffer;
  font?: InvoiceFont;
  /** derivedKey(serverSecret, 'badge-code'); no badge image without it. */
  badgeKey?: Buffer;
  /** The registration's attendance certificate, once issued; none without it. */
  certificateStore?: CertificateStore;
  /** SITE_URL, which the certificate's verification address starts with; the request's own origin when empty. */
  siteUrl?: string;
}

/** The registration a request's token opens, or the 404 that says nothing about why. */
export async function registrationOfToken(
  deps: Pick<DelegateRouteDeps, 'store' | 'linkKey'>,
  request: FastifyRequest,
): Promise<RegistrationDetail> {
  const token = (request.params as { token?: string }).token ?? '';
  const claim = readDelegateToken(deps.linkKey, token);
  // Looked up even for a token that fails its signature, so a wrong token costs what a revoked one costs.
  const detail = await deps.store.findByLink(claim?.registrationId ?? 0, claim?.version ?? 0);
  if (!claim || !detail) throw new HttpError(404, answerOf(serverTexts.notFound));
  return detail;
}

/** The view as answered after every action too. */
export async function viewOf(deps: DelegateRouteDeps, detail: RegistrationDetail) {
  const [movements, refund, refunds, certificate] = await Promise.all([
    deps.store.ledgerOf(detail.id),
    deps.store.refundOf(detail.id),
    deps.store.refundsOf(detail.id),
    deps.certificateStore?.ofRegistration(detail.id),
  ]);
  return delegateView(detail, { movements, refund, refunds }, deps.event, deps.clock(), certificate);
}

/** A document download (or an image the page shows, inline): never cached, never indexed, its name in the header. */
function sendDocument(
  reply: FastifyReply,
  document: Pick<DelegateDocument, 'type' | 'inline'>,
  fileName: string,
  body: Buffer | string,
): FastifyReply {
  return reply
    .header('content-type', document.type)
    .header('content-disposition', `${document.inline ? 'inline' : 'attachment'}; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(body);
}

/** A document of the registration: the invoice, the receipt, the calendar file, the badge code, the certificate. */
interface DelegateDocument {
  /** The file name after the token ('receipt.pdf'). */
  path: string;
  type: string;
  /** Shown in the page (an image) rather than downloaded. */
  inline?: boolean;
  /** The file's name and content, or undefined when the registration has no such document (404). */
  make(
    detail: RegistrationDetail,
    request: FastifyRequest,
  ): Promise<{ fileName: string; body: Buffer | string } | undefined>;
}

export function registerDelegateRoutes(app: FastifyInstance, deps: DelegateRouteDeps): void {
  app.get('/web/delegate/:token', async (request) => viewOf(deps, await registrationOfToken(deps, request)));

  const invoice: DelegateDocument = {
    path: 'invoice.pdf',
    type: 'application/pdf',
    async make(detail) {
      if (!detail.invoiceNumber) return undefined;
      return {
        fileName: invoiceFileName(detail.invoiceNumber),
        body: await drawDocument('invoice', { registration: detail }, deps.font),
      };
    },
  };
  const receipt: DelegateDocument = {
    path: 'receipt.pdf',
    type: 'application/pdf',
    async make(detail) {
      if (!hasReceipt(detail)) return undefined;
      return {
        fileName: receiptFileName(detail),
        body: await drawDocument('receipt', { registration: detail, language: detail.language }, deps.font),
      };
    },
  };
  const calendar: DelegateDocument = {
    path: 'calendar.ics',
    type: calendarContentType,
    async make(detail) {
      if (detail.state === 'cancelled') return undefined;
      return { fileName: calendarFileName(detail), body: calendarFile(detail, detail.language, deps.clock()) };
    },
  };
  const badge: DelegateDocument = {
    path: 'badge.png',
    type: 'image/png',
    inline: true,
    async make(detail) {
      if (!deps.badgeKey || !hasBadge(detail) || !detail.reference) return undefined;
      const code = badgeCodeFor(deps.badgeKey, detail.reference);
      return { fileName: `badge-${detail.reference}.png`, body: await badgeQrPng(code) };
    },
  };
  const certificate: DelegateDocument = {
    path: 'certificate.pdf',
    type: 'application/pdf',
    async make(detail, request) {
      // Only the token's own registration's certificate: there is no way to name another's here.
      const issued = await deps.certificateStore?.ofRegistration(detail.id);
      if (!issued || issued.revoked) return undefined;
      const siteUrl = deps.siteUrl || `${request.protocol}://${request.host}`;
      const content = {
        number: issued.number,
        name: issued.name,
        attended: issued.attended,
        verificationUrl: issued.printed?.verificationUrl ?? verificationUrl(siteUrl, issued.identifier),
        issuedOn: issued.printed?.issuedOn ?? doorDay(deps.event, issued.issuedAt),
        language: detail.language,
      };
      return {
        fileName: certificateFileName(issued.number),
        body: await drawDocument('certificate', { content }, deps.font),
      };
    },
  };
  for (const document of [invoice, receipt, calendar, badge, certificate]) {
    app.get(`/web/delegate/:token/${document.path}`, async (request, reply) => {
      const detail = await registrationOfToken(deps, request);
      const made = await document.make(detail, request);
      if (!made) throw new HttpError(404, answerOf(serverTexts.notFound));
      return sendDocument(reply, document, made.fileName, made.body);
    });
  }
}
