import type { Region } from '../../core/model/types';

/** The four 'Others' entries that end the region list, as spec section 3 gives them. */
export const othersRegions: Region[] = [
  {
    id: 'other_pics',
    regionName: 'Others - PIC/S Secretariat',
    status: 'Member',
    authorities: [{ name: 'PIC/S Secretariat' }],
  },
  { id: 'other_members', regionName: 'Others - Other Members and Applicants', status: 'Member', authorities: [] },
  { id: 'other_pre_applicants', regionName: 'Others - Other Pre-Applicants', status: 'Pre-Applicant', authorities: [] },
  {
    id: 'other_partners',
    regionName: 'Others - Partners and non-member competent authorities',
    status: 'Non-member',
    authorities: [],
  },
];
