import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The mock backend every API test talks to; handlers are added per test with server.use(). */
export const server = setupServer();

/** Runs the mock backend around the tests of the calling file; a request no handler expects fails the test. */
export function withMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
}
