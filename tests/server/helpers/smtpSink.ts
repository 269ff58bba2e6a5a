/** A real SMTP server (smtp-server) for the tests: keeps what it receives, parsed by mailparser; can go down, come back, and refuse addresses. */
import { createRequire } from 'node:module';
import path from 'node:path';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  url: string;
  /** Everything received so far, in order. */
  received: ParsedMail[];
  /** Resolves once `count` messages in all have arrived. */
  waitForCount(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (connections are refused) until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Recipients answered with 550 (a permanent refusal). */
  refuse?: (address: string) => boolean;
  port?: number;
}

/** Starts the sink on 127.0.0.1 (a free port unless given). */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const created = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (options.refuse?.(address.address)) {
            const refusal = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 });
            callback(refusal);
            return;
          }
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              received.push(parsed);
              for (const wake of waiters.splice(0)) wake();
              callback();
            })
            .catch(callback);
        },
      });
      created.on('error', () => {});
      created.server.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        const address = created.server.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = created;
        resolve();
      });
    });

  await listen();
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForCount(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} messages within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received);
          } else {
            waiters.push(check);
          }
        };
        check();
      });
    },
    stop: () =>
      new Promise((resolve) => {
        const current = server;
        server = undefined;
        if (!current) resolve();
        else current.close(() => resolve());
      }),
    start: listen,
  };
  return sink;
}

/** The text of every page of a PDF, read back with pdfjs-dist. */
/** How many images a PDF draws, all pages together (pdfjs's operator list: image paints). */
export async function pdfImageCount(data: Buffer): Promise<number> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false })
    .promise;
  let images = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const operators = await (await document.getPage(number)).getOperatorList();
    images += operators.fnArray.filter(
      (op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject,
    ).length;
  }
  await document.destroy();
  return images;
}

export async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs reads the metrics of PDF's built-in fonts (Helvetica) from its own files.
  const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const document = await getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
