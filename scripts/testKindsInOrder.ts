/** The order vitest starts test files in: by kind, the long kinds first, even on a fresh clone with no durations. */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

import { testKinds } from './testKinds.js';

/**
 * Vitest starts the files it has durations for longest first; on a fresh clone (CI after `npm ci`) it has none and
 * starts the largest files first, which once left the recipes' nested run, a small file, for the end: minutes of one
 * worker running alone. Files of the kinds listed first (scripts/testKinds.ts) start first; within a kind, vitest's own
 * order stands.
 */
export class KindsInOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification): number => {
      const at = testKinds.findIndex((kind) => kind.name === file.project.name);
      return at < 0 ? testKinds.length : at;
    };
    // Array.prototype.sort is stable: files of one kind keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
