/**
 * Polls `read` until `done` holds or `withinMs` has passed, then answers the last value for the assertion to show:
 * tests wait for a condition (a refund recorded, a message sent), never for a fixed time.
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  withinMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
