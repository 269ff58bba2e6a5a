/**
 * While the server holds the embedded database, `npm run staff` cannot open it (two processes must not share a PGlite
 * directory): the CLI hands its command to the server over a Unix socket beside the data directory instead. The
 * socket is created with mode 0600 in the data directory's parent, so only the account running the server (the one
 * that could open the database itself) can use it.
 */
import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';

import { runStaffCommand, type StaffCommand, StaffCommandError } from './staffCommands';
import type { StaffStore } from './StaffStore';

interface Request {
  command: StaffCommand;
  password?: string;
}

interface Answer {
  ok: boolean;
  text: string;
}

/** The socket of a PGlite data directory. */
export function controlSocketPath(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.staff.sock`;
}

/** Requests are a few hundred bytes; anything longer is not from the CLI. */
const maxRequestBytes = 16 * 1024;

/** Listens on `path` (a stale socket there is replaced: the data-directory lock says no live server owns it). */
export async function listenControlSocket(path: string, store: StaffStore): Promise<Server> {
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > maxRequestBytes) return socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<Answer> => {
    try {
      // Anything may reach the socket: runStaffCommand checks the command as the command line does.
      const request = (JSON.parse(line) ?? {}) as Partial<Request>;
      const password = typeof request.password === 'string' ? request.password : undefined;
      return { ok: true, text: await runStaffCommand(store, request.command as StaffCommand, password) };
    } catch (error) {
      return {
        ok: false,
        text: error instanceof StaffCommandError ? error.message : 'The server could not run the command.',
      };
    }
  };
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

/** Sends a command to the running server; throws StaffCommandError with the server's refusal. */
export function sendToServer(path: string, request: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(received) as Answer;
        if (reply.ok) resolve(reply.text);
        else reject(new StaffCommandError(reply.text));
      } catch {
        reject(new Error('The server gave no answer.'));
      }
    });
  });
}
