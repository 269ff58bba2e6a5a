/** Who made a history entry or a ledger row, in the console's words. */
import { humanised, type MaybeText } from './valueTexts';

/** A member of staff by e-mail address, the delegate, the card provider or the clock in words. */
export function actorText(who: string, staff: MaybeText): string {
  if (who.startsWith('staff ')) return who.slice('staff '.length);
  if (who.startsWith('card provider')) {
    // A provider with a proper name (Stripe) is named so; the local stand-in in the console's words.
    const provider = who.slice('card provider'.length).trim();
    return (
      staff('staff.actor.cardProvider', { provider: staff(`staff.provider.${provider}`) ?? humanised(provider) }) ?? who
    );
  }
  return staff(`staff.actor.${who}`) ?? humanised(who);
}
