/**
 * Documents drawn in the worker pool: the same PDF as drawn in process (the CJK font parsed in the worker), the server's
 * event loop free while they are drawn, and a document that cannot be drawn refused without stopping the pool.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { afterAll, describe, expect, it } from 'vitest';

import { fees } from '../../../core/model/schemaData';
import { drawDocument, stopDocumentWorkers } from '../../../server/documents/documentPool';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { invoicePdf } from '../../../server/invoice/invoicePdf';
import type { StoredRegistration } from '../../../server/store/Store';
import { pdfText } from '../helpers/smtpSink';
import { storedRegistration } from '../helpers/storedRegistration';

const option = fees.options[0];
const registration = storedRegistration({
  organizationName: '衞生署 Department of Health',
  feeCategory: option.value,
  feeAmount: option.price,
  feePeriod: option.period,
});
const font = loadInvoiceFont(undefined);

afterAll(stopDocumentWorkers);

describe('the document pool', () => {
  it('draws the invoice a worker was sent as the server would, Chinese names and all', async () => {
    expect(font, 'install fonts-noto-cjk or set INVOICE_FONT for the test').toBeDefined();
    const pooled = await drawDocument('invoice', { registration }, font);
    const inProcess = await invoicePdf(registration, font);
    const text = (await pdfText(pooled)).replace(/\s+/g, ' ');
    expect(text).toContain('陳大文');
    expect(text).toContain(registration.invoiceNumber!);
    expect(text).toBe((await pdfText(inProcess)).replace(/\s+/g, ' '));
  }, 60_000);

  it('leaves the event loop free while twenty invoices are drawn', async () => {
    // Warm: the worker has parsed its font; what remains is the drawing, all of it off this thread.
    await drawDocument('invoice', { registration }, font);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const pdfs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        drawDocument('invoice', { registration: { ...registration, invoiceNumber: `INV-${i}` } }, font),
      ),
    );
    delay.disable();
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    // Drawn in process, one CJK invoice alone holds the loop for tens of milliseconds; here only the hand-over does.
    expect(delay.max / 1e6).toBeLessThan(250);
  }, 60_000);

  it('refuses a document that cannot be drawn, and draws the next one', async () => {
    const broken = { ...registration, createdAt: 'not a date' } as unknown as StoredRegistration;
    await expect(drawDocument('invoice', { registration: { ...broken, invoiceDate: null } }, font)).rejects.toThrow(
      /The document could not be drawn/,
    );
    const pdf = await drawDocument('receipt', { registration, language: 'zh-Hant' }, font);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
