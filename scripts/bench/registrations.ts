/**
 * Registration throughput: the real server (`npm run serve`, PGlite, its outbox sending to the local mailbox with the
 * invoice's font present) takes `count` registrations, half by bank transfer (an invoice each to draw and mail), at
 * `concurrency` requests in flight. Prints registrations a second and p50/p99 of the answers' times.
 * `npm run bench:registrations [-- --count 400 --concurrency 20]`; `npm run bench` prints it too.
 */
import { parseArgs } from 'node:util';

import { uniqueEmail, validPayload } from '../../tests/server/helpers/payload';
import { Client } from '../../tests/server/helpers/testServer';
import { instants } from '../../tests/support/eventTimes';
import { spawnServerWithOwnData } from '../support/serverProcess';

export interface RegistrationThroughput {
  count: number;
  concurrency: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Messages queued but not yet sent when the last answer came. */
  pending: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Starts a server of the project in `cwd` (this one unless given), measures, stops it. */
export async function measureRegistrations(
  count = 400,
  concurrency = 20,
  cwd?: string,
): Promise<RegistrationThroughput> {
  const server = await spawnServerWithOwnData({
    tempPrefix: 'seminar-bench-registrations-',
    cwd,
    startTimeoutMs: 120_000,
    // The figures are those of `npm start`'s server, which runs the sources.
    fromSources: true,
    env: {
      REGISTRATION_CLOCK: instants.earlyBird,
      REGISTRATION_RATE_LIMIT: String(count * 2),
      SESSION_RATE_LIMIT: String(count * 2),
      MAIL_POLL_SECONDS: '1',
    },
  });
  try {
    const client = new Client(server.url.replace(/\/$/, ''));
    await client.handshake();
    // A few not counted: the first requests pay for compiling and the first PDF's font.
    for (let i = 0; i < 4; i++) {
      await client.postJson('/web/registrations', validPayload('earlyBird', { email: uniqueEmail('warm') }));
    }
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = next++;
          const payload = validPayload('earlyBird', {
            email: uniqueEmail('bench'),
            payment_method: i % 2 === 0 ? 'bank' : 'online',
          });
          const sent = performance.now();
          const response = await client.postJson('/web/registrations', payload);
          times.push(performance.now() - sent);
          if (response.status !== 201)
            throw new Error(`registration ${i}: ${response.status} ${await response.text()}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const health = (await (await fetch(new URL('health', server.url))).json()) as { outbox?: { pending?: number } };
    const sorted = [...times].sort((a, b) => a - b);
    return {
      count,
      concurrency,
      perSecond: Math.round(count / seconds),
      p50Ms: Math.round(percentile(sorted, 50)),
      p99Ms: Math.round(percentile(sorted, 99)),
      pending: health.outbox?.pending ?? 0,
    };
  } finally {
    await server.stop();
  }
}

export function throughputLine(result: RegistrationThroughput): string {
  return `Registrations: ${result.perSecond} a second, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (${result.count} at concurrency ${result.concurrency}, PGlite; ${result.pending} e-mails still to send at the end)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { count: { type: 'string' }, concurrency: { type: 'string' }, cwd: { type: 'string' } },
  });
  const result = await measureRegistrations(Number(values.count ?? 400), Number(values.concurrency ?? 20), values.cwd);
  console.log(throughputLine(result));
}
