/**
 * Documents drawn off the event loop: invoices, receipts, credit notes, certificates, badges and lists go to a small
 * pool of worker threads, so a request that returns no PDF never waits behind one being drawn (a CJK invoice takes
 * tens of milliseconds of CPU, and the outbox draws one per bank registration).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import type { InvoiceFont } from '../invoice/invoiceFont';
import type { DocumentInput, DocumentKind } from './documentDrawers';
import type { DrawAnswer, DrawRequest } from './documentWorker';
import { UnprintableDocumentError } from './unprintableDocument';

/** A drawn document and the characters no font drew in it. */
interface Drawn {
  pdf: Buffer;
  unprinted: string[];
}

interface Pending {
  resolve(drawn: Drawn): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

// One core stays with the HTTP server; at most four workers, each holding its parsed fonts (tens of MB with CJK).
const size = Math.max(1, Math.min(4, availableParallelism() - 1));
const workers: PoolWorker[] = [];
let nextId = 1;

function started(): PoolWorker {
  const entry: PoolWorker = {
    worker: new Worker(new URL('./documentWorker.mjs', import.meta.url)),
    pending: new Map(),
  };
  const fail = (error: Error) => {
    workers.splice(workers.indexOf(entry), 1);
    for (const job of entry.pending.values()) job.reject(error);
    entry.pending.clear();
  };
  entry.worker.on('message', (answer: DrawAnswer) => {
    const job = entry.pending.get(answer.id);
    if (!job) return;
    entry.pending.delete(answer.id);
    // An idle worker must not keep a finished process alive.
    if (entry.pending.size === 0) entry.worker.unref();
    if ('pdf' in answer)
      job.resolve({
        pdf: Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength),
        unprinted: answer.unprinted,
      });
    else job.reject(new Error(`The document could not be drawn: ${answer.error}`));
  });
  entry.worker.on('error', fail);
  entry.worker.on('exit', (code) => {
    if (workers.includes(entry)) fail(new Error(`A document worker stopped (exit code ${code})`));
  });
  workers.push(entry);
  return entry;
}

/** The worker with the fewest documents in hand; a new one while the pool is not full and each is busy. */
function leastBusy(): PoolWorker {
  const idle = workers.find((entry) => entry.pending.size === 0);
  if (idle) return idle;
  if (workers.length < size) return started();
  return workers.reduce((best, entry) => (entry.pending.size < best.pending.size ? entry : best));
}

/** Draws a document of `kind` in a worker, in `font` (the worker parses it once from the same setting). */
function drawn<K extends DocumentKind>(
  kind: K,
  input: DocumentInput<K>,
  font: InvoiceFont | undefined,
): Promise<Drawn> {
  const entry = leastBusy();
  const id = nextId++;
  return new Promise<Drawn>((resolve, reject) => {
    entry.pending.set(id, { resolve, reject });
    entry.worker.ref();
    const request: DrawRequest = { id, kind, input, font: font ? { setting: font.setting } : null };
    entry.worker.postMessage(request);
  });
}

/**
 * A document to download: what no font draws prints as '?' and a line on the document names it, as the one asking
 * sees it at once.
 */
export async function drawDocument<K extends DocumentKind>(
  kind: K,
  input: DocumentInput<K>,
  font: InvoiceFont | undefined,
): Promise<Buffer> {
  return (await drawn(kind, input, font)).pdf;
}

/**
 * A document to e-mail: rejected with UnprintableDocumentError when a character could not be printed, so the message
 * is held for staff rather than sent with '?' in the delegate's details.
 */
export async function drawDocumentToSend<K extends DocumentKind>(
  kind: K,
  input: DocumentInput<K>,
  font: InvoiceFont | undefined,
): Promise<Buffer> {
  const { pdf, unprinted } = await drawn(kind, input, font);
  if (unprinted.length > 0) throw new UnprintableDocumentError(kind, unprinted);
  return pdf;
}

let warming: Promise<void> | undefined;

/**
 * Starts a worker and has it parse `font`, so the first document does not wait for the worker to load (seconds on a
 * busy machine); resolves once it is ready. A failure here shows on the first real document instead.
 */
export function warmDocumentWorkers(font: InvoiceFont | undefined): Promise<void> {
  warming ??= new Promise<void>((resolve) => {
    const entry = leastBusy();
    const id = nextId++;
    entry.pending.set(id, { resolve: () => resolve(), reject: () => resolve() });
    entry.worker.ref();
    entry.worker.postMessage({
      id,
      kind: 'warm',
      input: null,
      font: font ? { setting: font.setting } : null,
    } satisfies DrawRequest);
  });
  return warming;
}

/** Stops the workers (a test's or a script's end; the server's process ends with them). */
export async function stopDocumentWorkers(): Promise<void> {
  warming = undefined;
  const all = workers.splice(0);
  await Promise.all(all.map((entry) => entry.worker.terminate()));
}
