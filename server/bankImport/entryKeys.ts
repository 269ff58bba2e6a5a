import { createHash } from 'node:crypto';

/**
 * Keys that are the same each time one statement is imported: a line with no reference of the bank's own is known by
 * a digest of what it says and by how many identical lines came before it in the file, so two equal transfers on one
 * day stay two.
 */
export function lineKeys(prefix: string, lines: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const digest = createHash('sha256').update(line).digest('hex').slice(0, 32);
    const occurrence = seen.get(digest) ?? 0;
    seen.set(digest, occurrence + 1);
    return `${prefix}:${digest}:${occurrence}`;
  });
}
