import type { IcuParser } from './messageCatalogues.js';

interface IcuErrorLocation {
  start: { line: number; column: number };
}

function locationOf(error: unknown): IcuErrorLocation | undefined {
  if (typeof error !== 'object' || error === null || !('location' in error)) return undefined;
  const { location } = error as { location?: IcuErrorLocation };
  return location;
}

/**
 * An ICU parser built on intl-messageformat (which react-intl uses to show the texts), or
 * undefined when it cannot be loaded from node_modules; the caller then skips that check and says so.
 */
export async function loadIcuParser(): Promise<IcuParser | undefined> {
  let IntlMessageFormat: typeof import('intl-messageformat').IntlMessageFormat;
  try {
    ({ IntlMessageFormat } = await import('intl-messageformat'));
  } catch {
    return undefined;
  }
  return (text) => {
    try {
      new IntlMessageFormat(text, 'en');
      return undefined;
    } catch (error) {
      const where = locationOf(error);
      const kind = error instanceof Error ? error.message : String(error);
      return where ? `${kind} at character ${where.start.column}` : kind;
    }
  };
}
