import { createContext, useContext } from 'react';

import type { StaffSession } from './staffApi';

/** The signed-in session and the page-wide feedback every staff page shares. */
export interface StaffContextValue {
  session: StaffSession;
  /** Says `text` in the live region (and shows it), so screen-reader users hear what an action did. */
  announce: (text: string) => void;
  /** Back to the sign-in form, with a message: the session ended. */
  sessionEnded: () => void;
  /** The label of a payload key in the console's language, as the form shows it; the key itself for one the form lacks. */
  formFieldLabel: (key: string) => string;
}

export const StaffContext = createContext<StaffContextValue | undefined>(undefined);

/** The staff context of a page inside StaffApp. */
export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff() is used outside StaffApp');
  return value;
}
