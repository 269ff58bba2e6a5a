/**
 * Whether the browser plays animated AVIF, from its user-agent string (spec section 9 thresholds:
 * Edge 121+, Chrome/Chromium 89+, Firefox 113+).
 *
 * - Edge is checked first: its UA also carries 'Chrome/NN', but Edge 89-120 had no AVIF at all.
 *   'Edg/' (desktop) and 'EdgA/' (Android) count; the old EdgeHTML 'Edge/' never does.
 * - Other Chromium browsers (Opera 'OPR/', Samsung Internet, Brave, Vivaldi, headless Chrome) go by their
 *   'Chrome/NN' engine version: AVIF decoding is Chromium's, not the brand's.
 * - Safari and every iOS browser ('CriOS', 'FxiOS', 'EdgiOS' are WebKit underneath): false, so they get
 *   the GIF. A wrong 'true' for a browser without AVIF still ends well (the image's error event falls back
 *   to the GIF); a wrong 'true' for a still-only AVIF browser would freeze the banner, hence the caution.
 */
export function supportsAnimatedAvif(userAgent: string): boolean {
  if (/\b(?:CriOS|FxiOS|EdgiOS)\//.test(userAgent)) return false;

  const edge = /\b(Edge?|EdgA)\/(\d+)/.exec(userAgent);
  if (edge) return edge[1] !== 'Edge' && Number(edge[2]) >= 121;

  const firefox = /\bFirefox\/(\d+)/.exec(userAgent);
  if (firefox) return Number(firefox[1]) >= 113;

  const chromium = /(?:Chrome|Chromium)\/(\d+)/.exec(userAgent);
  if (chromium) return Number(chromium[1]) >= 89;

  return false;
}
