import type { MemberStatus, Period } from '../../core/model/types.js';

/** The statuses a region may have (spec section 3). */
export const memberStatuses: readonly MemberStatus[] = ['Member', 'Applicant', 'Pre-Applicant', 'Non-member'];

/** The fee periods GET /web/check-period may answer (spec section 7). */
export const periods: readonly Period[] = ['earlyBird', 'standard'];
