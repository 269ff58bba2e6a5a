/**
 * Why the lifecycle refuses an event, by catalogue key (staff.api.lifecycle.*): the staff API answers the English, and
 * the console words the key in its own language. Pure data, so the build's catalogue check can read it.
 */
import { type KeyedText, textKeysUnder } from '../api/keyedText';

/** Each refusal and the values its text fills. */
const refusals = {
  cardByProvider: [],
  amountNotNumber: [],
  paymentOnCancelled: [],
  shortfallNeedsReason: [],
  cancelled: [],
  nothingReceived: [],
  waiverNeedsReason: [],
  waiverOnCancelled: [],
  waiverAfterMoney: [],
  noCheckout: [],
  checkoutNoLongerMatters: ['state'],
  cannotPayAgain: ['state'],
  cancellationNeedsReason: [],
  alreadyRegistered: [],
} as const satisfies Record<string, readonly string[]>;

export type LifecycleRefusal = keyof typeof refusals;

/** The text of a refusal. */
export function lifecycleRefusal(name: LifecycleRefusal, values?: KeyedText['values']): KeyedText {
  return { key: `staff.api.lifecycle.${name}`, values };
}

export const lifecycleRefusalKeys = textKeysUnder('staff.api.lifecycle.', refusals);
