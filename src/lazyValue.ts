/** A value that arrives by a dynamic import: fetched once, and readable at once after it has arrived. */
export interface LazyValue<T> {
  load: () => Promise<T>;
  /** The value if it has arrived. */
  current: () => T | undefined;
}

/** Wraps a dynamic import so every caller shares one fetch, and later callers need not wait at all. */
export function lazyValue<T>(load: () => Promise<T>): LazyValue<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= load().then((loaded) => {
        value = loaded;
        return loaded;
      })),
    current: () => value,
  };
}
