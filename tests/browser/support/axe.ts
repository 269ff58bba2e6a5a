/** axe-core's own script injected into a page, and its violations in words a reader can act on. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serialisable part of a violation that the report needs. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; failureSummary: string }[];
}

/**
 * Runs axe on the whole page, or only on what `within` (a CSS selector) selects, and answers its violations. The script is added as an inline <script>,
 * which the site's CSP rightly blocks: pages scanned here must come from a context with `bypassCSP`.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // Once per document: the script is half a megabyte, and a page walked step by step keeps its document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document | { include: string[][] },
          options: { resultTypes: string[] },
        ) => Promise<{ violations: Result[] }>;
      };
    };
    // Only violations are read; axe then keeps one node per rule of the passes and incompletes instead of every node,
    // which is most of its time on the form's long lists. Every rule still runs on every element.
    const results = await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html,
        failureSummary: node.failureSummary ?? '',
      })),
    }));
  }, within);
}

/** One paragraph per violation: rule, impact, what it asks, and every offending element with axe's reasons. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) => `  - ${node.target}\n    ${node.html}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

/** No axe-core violation on the whole page as it stands; `state` names it in the failure (which step of a test). */
export async function expectNoViolations(page: Page, state = 'as it stands'): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations,
    `axe-core found violations (${state}) on ${page.url()}:\n\n${describeViolations(violations)}`,
  ).toEqual([]);
}
