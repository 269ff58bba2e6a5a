import type { YesNo } from '../model/types';

/** A dietary preference applies only to a delegate who joins the dinner (spec section 4, Dinner). */
export function takesDietaryPreference(joinGalaDinner: YesNo | '' | undefined): boolean {
  return joinGalaDinner === 'Yes';
}
