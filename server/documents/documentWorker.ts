/**
 * A document worker: draws the documents it is sent (server/documents/documentDrawers.ts) off the server's event loop.
 * Each font is read and parsed once per worker and kept for every later document.
 */
import { parentPort } from 'node:worker_threads';

import { type InvoiceFont, loadInvoiceFont } from '../invoice/invoiceFont';
import { documentDrawers, type DocumentKind } from './documentDrawers';
import { collectingUnprinted } from './unprinted';

/**
 * One document to draw: `font` holds the INVOICE_FONT setting the server read its font from (undefined: the packaged
 * default), or is null for none.
 */
export interface DrawRequest {
  id: number;
  /** 'warm': only load the drawers and parse the font, before the first document is asked for. */
  kind: DocumentKind | 'warm';
  input: unknown;
  font: { setting: string | undefined } | null;
}

/** The document, with the characters no font drew in it (printed as '?'). */
export type DrawAnswer =
  { id: number; pdf: Uint8Array<ArrayBuffer>; unprinted: string[] } | { id: number; error: string };

const fonts = new Map<string | undefined, InvoiceFont | undefined>();

function fontOf(font: DrawRequest['font']): InvoiceFont | undefined {
  if (font === null) return undefined;
  if (!fonts.has(font.setting)) fonts.set(font.setting, loadInvoiceFont(font.setting));
  return fonts.get(font.setting);
}

parentPort?.on('message', (request: DrawRequest) => {
  void (async (): Promise<DrawAnswer> => {
    try {
      if (request.kind === 'warm') {
        fontOf(request.font)?.faceFor('zh-Hant');
        return { id: request.id, pdf: new Uint8Array(), unprinted: [] };
      }
      const draw = documentDrawers[request.kind] as (input: unknown, font: InvoiceFont | undefined) => Promise<Buffer>;
      const { value: pdf, unprinted } = await collectingUnprinted(() => draw(request.input, fontOf(request.font)));
      // A copy of its own: a small Buffer may sit in Node's shared pool, which must not be handed over.
      return { id: request.id, pdf: new Uint8Array(pdf), unprinted };
    } catch (error) {
      return { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  })().then((answer) => {
    if ('pdf' in answer) parentPort?.postMessage(answer, [answer.pdf.buffer]);
    else parentPort?.postMessage(answer);
  });
});
