/**
 * Paying again for an unpaid online registration, as the delegate's page's Pay does it (server/routes/checkoutAgain.ts),
 * answered as an HTTP answer: 200 with the checkout, 409 duplicate, or 502 when the provider cannot be reached. A form
 * submitted again with the same e-mail no longer opens a checkout (it e-mails the delegate's own link instead).
 */
import type { Clock } from '../../../server/clock';
import { serverMessages } from '../../../server/http/serverMessages';
import type { PaymentProvider } from '../../../server/payments/PaymentProvider';
import { checkoutAgain } from '../../../server/routes/checkoutAgain';
import type { Store } from '../../../server/store/Store';
import type { PaymentMethod } from '../../../src/model/types';

export async function payAgain(
  deps: { store: Store; paymentProvider: PaymentProvider; clock: Clock },
  payload: Readonly<Record<string, unknown>>,
): Promise<Response> {
  const email = String(payload.email);
  const id = await deps.store.registrationIdByEmail(email);
  if (id === undefined) throw new Error(`no registration for ${email}`);
  try {
    const answer = await checkoutAgain(deps, id, String(payload.payment_method) as PaymentMethod);
    return Response.json(answer, { status: answer.state === 'duplicate' ? 409 : 200 });
  } catch {
    return Response.json({ message: serverMessages.checkoutUnavailable }, { status: 502 });
  }
}
