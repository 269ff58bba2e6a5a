import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The message keys code names: whole keys in quotes, and prefixes of keys it builds (`language.${locale}`). */
export interface KeysInCode {
  literals: ReadonlySet<string>;
  prefixes: readonly string[];
}

function sourceFiles(directory: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(directory, entry);
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.d\.ts$/.test(entry) ? [full] : [];
  });
}

/** Scans the TypeScript under `roots` for strings that look like message keys ('part.a.legend'). */
export function keysInCode(roots: readonly string[]): KeysInCode {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of roots.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w.-]+)+)\1/g)) literals.add(match[2]!);
    for (const match of code.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) prefixes.add(match[1]!);
  }
  return { literals, prefixes: [...prefixes] };
}
