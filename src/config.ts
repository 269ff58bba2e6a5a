/** Deployment settings, read from VITE_* variables at build time (see .env.example). */

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

const env = import.meta.env;

export const config = {
  /** Registration backend; '' means the site's own origin. */
  apiBaseUrl: trimSlash(env.VITE_API_BASE_URL ?? ''),
  /** Error-collection service that receives the reports of spec section 3. */
  errorReportUrl: env.VITE_ERROR_REPORT_URL || '/web/error-reports',
  /** Static asset host; images are at {host}/{year}/{project}/{path}. '' serves the images shipped with the site. */
  assetHost: trimSlash(env.VITE_ASSET_HOST ?? ''),
};
