import type { MemberStatus } from '../../core/model/types.js';

/** The statuses a region may have (spec section 3). */
export const memberStatuses: readonly MemberStatus[] = ['Member', 'Applicant', 'Pre-Applicant', 'Non-member'];
