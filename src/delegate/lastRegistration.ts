/**
 * The registration this tab just made (reference, amount, the delegate's own link), kept for the thank-you page: the
 * online payment passes through the checkout, which brings the delegate back without them.
 */
const storageKey = 'seminar.lastRegistration';

export interface LastRegistration {
  reference: string;
  amount: number;
  currency: string;
  link: string;
}

function isLastRegistration(value: unknown): value is LastRegistration {
  const record = value as Partial<LastRegistration> | null;
  return (
    typeof record?.reference === 'string' &&
    typeof record.amount === 'number' &&
    typeof record.currency === 'string' &&
    typeof record.link === 'string' &&
    // Only a link to this site's page: the thank-you page must not offer an address written in from elsewhere.
    /^(https?:\/\/[^/]+)?\/registration\/[A-Za-z0-9_-]+(\?lang=[\w-]+)?$/.test(record.link)
  );
}

/** Keeps what the server answered a new registration, when it says it. */
export function rememberRegistration(answer: unknown): void {
  if (!isLastRegistration(answer)) return;
  const { reference, amount, currency, link } = answer;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ reference, amount, currency, link }));
  } catch {
    // Storage refused (private mode): the thank-you page then shows its texts without them.
  }
}

/** The registration this tab made, if any. */
export function lastRegistration(): LastRegistration | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return isLastRegistration(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
