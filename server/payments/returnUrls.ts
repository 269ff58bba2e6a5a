/** Where a checkout sends the delegate back to, for every provider: built here only, so a language can be carried in one place. */

/** The thank-you page after a payment and the form after a cancel, under the site's base URL ('' for the same origin). */
export function checkoutReturnUrls(siteUrl: string): { success: string; cancel: string } {
  const base = siteUrl.replace(/\/+$/, '');
  return { success: `${base}/thankMessage?payment=online`, cancel: `${base}/` };
}
