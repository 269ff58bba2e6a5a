/**
 * While the server holds the embedded database, `npm run backup` cannot open it (two processes must not share a PGlite
 * directory): it asks the server over this Unix socket, mode 0600 beside the data directory, and the server answers
 * its dump. The answer is one JSON line ({ ok, bytes } or { ok: false, text }), then the dump's bytes.
 */
import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';

export function backupSocketPath(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.backup.sock`;
}

const request = 'backup\n';

/** Listens on `path` (a stale socket there is replaced: the data-directory lock says no live server owns it). */
export async function listenBackupSocket(path: string, dump: () => Promise<Uint8Array>): Promise<Server> {
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > request.length) return socket.destroy();
      if (received !== request) return;
      dump().then(
        (bytes) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          socket.end(bytes);
        },
        () => socket.end(`${JSON.stringify({ ok: false, text: 'The server could not dump its database.' })}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

/** The running server's dump; throws with the server's refusal, or when the answer is cut short. */
export function backupFromServer(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      try {
        const head = JSON.parse(all.subarray(0, newline).toString('utf8')) as {
          ok: boolean;
          bytes?: number;
          text?: string;
        };
        const body = all.subarray(newline + 1);
        if (!head.ok) return reject(new Error(head.text ?? 'The server refused the backup.'));
        if (body.length !== head.bytes) return reject(new Error("The server's answer was cut short."));
        resolve(body);
      } catch {
        reject(new Error('The server gave no usable answer.'));
      }
    });
  });
}
