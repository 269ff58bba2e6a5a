import type { DelegateView } from '../../core/api/delegateTypes';

/** What every action form of the delegate's page is given. */
export interface DelegateActionProps {
  token: string;
  view: DelegateView;
  /** The view the action answered, and the sentence that says what happened. */
  onDone: (view: DelegateView, status: string) => void;
}
