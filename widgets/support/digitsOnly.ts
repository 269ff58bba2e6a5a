/** Keeps only the digits 0-9 of what was typed or pasted (spec section 5, number field). */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}
