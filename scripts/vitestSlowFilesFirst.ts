/** The order vitest starts test files in: the slow ones first, even on a fresh clone with no durations stored. */
import { relative } from 'node:path';

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take half a minute or more on a 2-core machine, slowest first (seconds from a full run). Vitest starts
 * the files it has durations for longest first; on a fresh clone (CI after `npm ci`) it has none and starts the
 * largest files first, which left the slowest one, a small file, for the end: minutes of one worker running alone.
 * A file missing here only starts later; a name no longer in the suite is ignored.
 */
export const slowFiles = [
  'tests/schemas/recipesKeepTestsGreen.test.ts', // 100 (a vitest run of its own on a copy of the project)
  'tests/browser/serverFailures.test.ts', // 118
  'tests/browser/languages.test.ts', // 91
  'tests/browser/delegatePage.test.ts', // 87
  'tests/browser/staffConsole.test.ts', // 84
  'tests/server/staff/staffCli.test.ts', // 73
  'tests/browser/checkin.test.ts', // 54
  'tests/browser/registration.test.ts', // 50
  'tests/server/operations/backupRoundTrip.test.ts', // 47
  'tests/server/forcedFailure.test.ts', // 43
  'tests/browser/screenshots.test.ts', // 41
  'tests/server/storage.test.ts', // 37
  'tests/browser/formDetails.test.ts', // 35
  'tests/browser/paintedHeader.test.ts', // 34
  'tests/browser/prerenderedForm.test.ts', // 42 (at load 8)
  'tests/server/outboxProcesses.test.ts', // 33
  'tests/browser/staffLists.test.ts', // 32
  'tests/browser/accessibility.test.ts', // 31
  'tests/schemas/recipeBadgeName.test.ts', // 31
];

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    // Where vitest knows a file's duration from an earlier run, its own order stands.
    const rank = (file: TestSpecification): number => {
      const name = relative(root, file.moduleId);
      const known = this.ctx.cache.getFileTestResults(`${file.project.name}:${name}`);
      const at = slowFiles.indexOf(name);
      return known || at < 0 ? slowFiles.length : at;
    };
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
