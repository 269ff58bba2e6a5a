import { consoleCodes } from '../../server/staff/consoleCodes.js';
import { isObject } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';
import { declaredStatuses } from './statuses.js';

/**
 * Every code the staff console shows has English words (server/staff/consoleCodes.ts, and the member statuses
 * fees.json declares): without them staff would read 'payment_confirmed' where 'Payment confirmed' belongs. A
 * malformed list of statuses is the statuses check's to report, once.
 */
export function checkConsoleCodes(english: unknown, fees: unknown): Problem[] {
  if (!isObject(english)) return [];
  const codes = { ...consoleCodes, 'staff.memberStatus': declaredStatuses(fees) };
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
