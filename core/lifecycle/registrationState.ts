/**
 * Where a registration stands, and the questions every layer asks of it: asked here once, so the browser, the
 * console and the server never list the states again.
 */

/** Where a registration stands: awaiting payment, paid, cancelled, or (online) its checkout ended unpaid. */
export const registrationStates = ['awaiting_payment', 'paid', 'cancelled', 'checkout_expired'] as const;
export type RegistrationState = (typeof registrationStates)[number];

/** The states of a registration still coming: it counts towards the fees expected, the extras, the columns and regions. */
export const comingStates = ['awaiting_payment', 'paid'] as const satisfies readonly RegistrationState[];

/** Whether a text names a registration state. */
export function isRegistrationState(state: string): state is RegistrationState {
  return (registrationStates as readonly string[]).includes(state);
}

/** Whether an unpaid registration can still be paid (online: through a fresh checkout): neither paid nor cancelled. */
export function isPayable(state: string): boolean {
  return state === 'awaiting_payment' || state === 'checkout_expired';
}

/** Whether a registration in `state` is still coming (not cancelled, its checkout not expired). */
export function isComing(state: string): boolean {
  return (comingStates as readonly string[]).includes(state);
}
