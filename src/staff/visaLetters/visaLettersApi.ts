/** The console's visa letter calls: the review list, approval and decline (managers). */
import type { StaffVisaList } from '../../../core/api/visaLetterTypes';
import { call } from '../staffApi';

export const visaLettersApi = {
  list: () => call<StaffVisaList>('GET', '/staff/api/visa-letters'),
  approve: (id: number) =>
    call<{ outcome: 'issued' | 'exists'; number: string }>('POST', `/staff/api/visa-letters/${id}/approve`, {}),
  decline: (id: number, reason: string) =>
    call<{ outcome: 'declined' }>('POST', `/staff/api/visa-letters/${id}/decline`, { reason }),
};
