import type { IntlMessageFormat as IntlMessageFormatClass } from 'intl-messageformat';

import type { IcuArguments } from './catalogueCoverage.js';
import type { IcuParser } from './messageCatalogues.js';

interface IcuErrorLocation {
  start: { line: number; column: number };
}

function locationOf(error: unknown): IcuErrorLocation | undefined {
  if (typeof error !== 'object' || error === null || !('location' in error)) return undefined;
  const { location } = error as { location?: IcuErrorLocation };
  return location;
}

/** intl-messageformat from node_modules, or undefined when it cannot be loaded. */
async function loadIntlMessageFormat(): Promise<typeof IntlMessageFormatClass | undefined> {
  try {
    return (await import('intl-messageformat')).IntlMessageFormat;
  } catch {
    return undefined;
  }
}

/**
 * An ICU parser built on intl-messageformat (which react-intl uses to show the texts), or
 * undefined when it cannot be loaded from node_modules; the caller then skips that check and says so.
 */
export async function loadIcuParser(): Promise<IcuParser | undefined> {
  const IntlMessageFormat = await loadIntlMessageFormat();
  if (!IntlMessageFormat) return undefined;
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

interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}

// intl-messageformat's element types: 0 literal, 7 pound ('#'); every other kind names an argument or a tag.
function collectArguments(nodes: readonly AstNode[], names: string[]): void {
  for (const node of nodes) {
    if (node.type === 0 || node.type === 7) continue;
    if (typeof node.value === 'string') names.push(node.type === 8 ? `<${node.value}>` : node.value);
    for (const option of Object.values(node.options ?? {})) collectArguments(option.value, names);
    collectArguments(node.children ?? [], names);
  }
}

/** The argument names of an ICU message, read with the same parser; undefined when it cannot be loaded or parse the text. */
export async function loadIcuArguments(): Promise<IcuArguments | undefined> {
  const IntlMessageFormat = await loadIntlMessageFormat();
  if (!IntlMessageFormat) return undefined;
  return (text) => {
    try {
      const names: string[] = [];
      collectArguments(new IntlMessageFormat(text, 'en').getAst(), names);
      return names;
    } catch {
      return undefined;
    }
  };
}
