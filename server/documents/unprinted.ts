/**
 * The characters a document could not print, collected per drawing: a document that is e-mailed must not go out with
 * '?' where the delegate's name was (it is held for staff instead), while one downloaded says so on its face.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

// Per drawing, not per worker: a worker may draw two documents at once, each awaiting its own stream.
const drawing = new AsyncLocalStorage<Set<string>>();

/** Adds characters no font drew to the drawing in progress (none outside `collectingUnprinted`). */
export function reportUnprinted(characters: Iterable<string>): void {
  const collected = drawing.getStore();
  if (collected) for (const character of characters) collected.add(character);
}

/** Runs `draw` and answers what it made with the characters it could not print. */
export async function collectingUnprinted<T>(draw: () => Promise<T>): Promise<{ value: T; unprinted: string[] }> {
  const collected = new Set<string>();
  const value = await drawing.run(collected, draw);
  return { value, unprinted: [...collected] };
}
