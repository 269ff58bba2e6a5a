import { createContext, useContext } from 'react';

import type { StaffSession } from './staffApi';
import type { MaybeText } from './valueTexts';

/** The signed-in session and the page-wide feedback every staff page shares. */
export interface StaffContextValue {
  session: StaffSession;
  /**
   * Says `text` in the live region (and shows it), so screen-reader users hear what happened; with `focus`, the
   * outcome of an action, focus moves to it so it is seen wherever the page was scrolled.
   */
  announce: (text: string, options?: { focus?: boolean }) => void;
  /** Back to the sign-in form, with a message: the session ended. */
  sessionEnded: () => void;
  /** The label of a payload key in the console's language, as the form shows it; the key itself for one the form lacks. */
  formFieldLabel: (key: string) => string;
  /** A text of the delegates' form (fee grid, option labels) in the console's language; undefined for a key it lacks. */
  siteText: MaybeText;
  /** The delegates' catalogue as App loaded it for this language, for a page that renders the form itself. */
  siteCatalogue?: { locale: string; messages: Record<string, string>; englishKeys: ReadonlySet<string> };
}

export const StaffContext = createContext<StaffContextValue | undefined>(undefined);

/** The staff context of a page inside StaffApp. */
export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff() is used outside StaffApp');
  return value;
}
