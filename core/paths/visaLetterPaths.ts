/** The public page that checks an invitation letter's verification code; the letter prints it with its code. */
export const visaCheckPath = '/visa-letters/check';

/** The check page with a code filled in, as printed on the letter. */
export function visaCheckUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${visaCheckPath}?code=${encodeURIComponent(code)}`;
}
