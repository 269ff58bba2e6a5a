import type { FastifyInstance } from 'fastify';

import { loggableError } from '../http/errorHandling';
import type { RetentionPolicy, Store } from './Store';

/**
 * Purges what `policy` no longer keeps once the server is ready and then every `intervalMs`; the last purge is awaited
 * when the server closes, so the store is never closed under it. A failed purge is logged and tried again next time.
 */
export function schedulePurges(app: FastifyInstance, store: Store, policy: RetentionPolicy, intervalMs: number): void {
  let running: Promise<void> = Promise.resolve();
  const purgeNow = () => {
    running = running.then(async () => {
      try {
        await store.purge(policy);
      } catch (error) {
        app.log.error({ err: loggableError(error) }, 'purge failed');
      }
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeNow();
    timer = setInterval(purgeNow, intervalMs);
    // A pending purge must not keep a process alive that has nothing else to do.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
