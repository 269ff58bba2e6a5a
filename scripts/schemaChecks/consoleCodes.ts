import { consoleCodes } from '../../server/staff/consoleCodes.js';
import { isObject } from './json.js';
import { memberStatuses as knownStatuses } from './memberStatuses.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

/**
 * The member statuses regions.json gives (each shown on a registration's page under staff.memberStatus); one that is
 * not a status at all is the regions check's to report, once.
 */
function memberStatuses(regions: unknown): string[] {
  if (!Array.isArray(regions)) return [];
  const statuses = regions.map((region) => (isObject(region) ? region.status : undefined));
  return [
    ...new Set(
      statuses.filter(
        (status): status is string =>
          typeof status === 'string' && (knownStatuses as readonly string[]).includes(status),
      ),
    ),
  ];
}

/**
 * Every code the staff console shows has English words (server/staff/consoleCodes.ts, and the member statuses of
 * regions.json): without them staff would read 'payment_confirmed' where 'Payment confirmed' belongs.
 */
export function checkConsoleCodes(english: unknown, regions: unknown): Problem[] {
  if (!isObject(english)) return [];
  const codes = { ...consoleCodes, 'staff.memberStatus': memberStatuses(regions) };
  const problems: Problem[] = [];
  for (const [prefix, list] of Object.entries(codes)) {
    for (const code of list) {
      const key = `${prefix}.${code}`;
      if (typeof english[key] === 'string') continue;
      problems.push(
        problem(
          'messages/en.json',
          pointer(key),
          `"${key}" is missing: the staff console shows the code "${code}" and needs words for it in every catalogue`,
        ),
      );
    }
  }
  return problems;
}
