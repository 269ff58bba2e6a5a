/** The badge code's written form, shared by the server that signs it and the check-in page that reads it. */

/**
 * `<reference>.<signature>`: the reference (PICS2025-0042) and 16 base32 letters (80 bits of an HMAC). Capitals,
 * digits, '-' and '.' only, so the QR code uses its compact alphanumeric mode and a person can type it.
 */
export const badgeCodePattern = /^([A-Z0-9]{2,16}-\d{1,9})\.([A-Z2-7]{16})$/;

/** A code as typed or scanned, made comparable: spaces removed, capitals. */
export function normaliseBadgeCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The reference a well-formed code names (not yet a proof that it is genuine); undefined for anything else. */
export function referenceOfCode(code: string): string | undefined {
  return badgeCodePattern.exec(code)?.[1];
}
