/** The delegate's actions as the page calls them (server/delegate/actions/delegateActionRoutes.ts). */
import { ApiError } from '../../api/ApiError';
import { api } from '../../api/client';

/** What the actions need to know: what is open now, the refund of a cancellation today, the forms' values. */
export interface ActionsView {
  canPay: boolean;
  canSwitchToBank: boolean;
  canChangeDinner: boolean;
  cateringCutOff: string;
  canCorrect: boolean;
  correctable: { key: string; field: string }[];
  values: Record<string, string>;
  canCancel: boolean;
  refundIfCancelledNow: { amountPaid: number; currency: string; percent: number; amount: number; cutOffDay: string };
}

const base = (token: string) => `/web/delegate/${encodeURIComponent(token)}`;

export async function loadActions(token: string): Promise<ActionsView> {
  return ((await api.get(`${base(token)}/actions`)) as { data: ActionsView }).data;
}

/** Posts an action after the CSRF handshake; answers the server's JSON. */
export async function postAction(token: string, action: string, body: object = {}): Promise<Record<string, unknown>> {
  await api.get('/sanctum/csrf-cookie');
  return (await api.post(`${base(token)}/${action}`, body)) as Record<string, unknown>;
}

/** A refusal's message keys: one for the whole action (`code`), or per payload key (`errorKeys`). */
export interface Refusal {
  code?: string;
  errorKeys?: Record<string, string[]>;
}

/** What the server said was wrong, or nothing usable (then the page says the generic failure). */
export function refusalOf(error: unknown): Refusal {
  const payload = error instanceof ApiError ? error.response?.payload : undefined;
  if (typeof payload !== 'object' || payload === null) return {};
  const { code, errorKeys } = payload as { code?: unknown; errorKeys?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof errorKeys === 'object' && errorKeys !== null
      ? { errorKeys: errorKeys as Record<string, string[]> }
      : {}),
  };
}
