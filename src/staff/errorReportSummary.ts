/**
 * An error report as staff read it: what failed in one line, the call and the server's answer, the page without the
 * site's address, the browser by name; the whole report (its personal data masked by the server) kept for a
 * disclosure. Reports are the JSON that src/api/errorReport.ts builds; any other text is shown as it is.
 */
import { BEFORE_SEND_TEXT, NO_RESPONSE_TEXT } from '../api/errorReport';

/** What the server answered to the failed call: a status, no answer, or nothing as the call never left. */
export type ReportAnswer = { status: number } | 'none' | 'beforeSend';

export interface ReportSummary {
  /** The server's own message when it gave one, else the failure's. */
  what: string;
  /** 'POST /web/registrations', when the failure was a call. */
  call?: string;
  answer?: ReportAnswer;
  /** The whole report, indented, with a payload sent as a JSON string unfolded. */
  details: string;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A path with its query, without the site's own address: '/web/registrations', '/?lang=en'. */
export function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://site.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

function unfolded(value: unknown): unknown {
  const inner = text(value)?.trimStart();
  if (inner && (inner.startsWith('{') || inner.startsWith('['))) {
    try {
      return JSON.parse(inner) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function answerOf(response: unknown): ReportAnswer | undefined {
  if (response === NO_RESPONSE_TEXT) return 'none';
  if (response === BEFORE_SEND_TEXT) return 'beforeSend';
  const status = record(response)?.status;
  return typeof status === 'number' ? { status } : undefined;
}

/** The report `error` as a summary; a text that is not a report's JSON is its own summary. */
export function reportSummary(error: string): ReportSummary {
  let parsed: unknown;
  try {
    parsed = JSON.parse(error);
  } catch {
    return { what: error, details: error };
  }
  const report = record(parsed);
  if (!report) return { what: error, details: error };
  const request = record(report.request);
  const response = record(report.response);
  const answerPayload = record(response?.payload) ?? record(response?.data);
  const what = text(answerPayload?.message) ?? text(report.message) ?? text(report.nonAxiosError) ?? error;
  const method = text(request?.method);
  const url = text(request?.url);
  const shown = request ? { ...report, request: { ...request, payload: unfolded(request.payload) } } : report;
  return {
    what,
    call: method && url ? `${method} ${pathOf(url)}` : undefined,
    answer: answerOf(report.response),
    details: JSON.stringify(shown, null, 2),
  };
}

// Order matters: Edge and Opera say "Chrome" too, and Chrome says "Safari".
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 131, Android' from a User-Agent header; undefined for one that names no known browser. */
export function browserName(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const browser = browsers
    .map(([pattern, name]) => [pattern.exec(userAgent), name] as const)
    .find(([match]) => match !== null);
  if (!browser) return undefined;
  const [match, name] = browser;
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [`${name} ${match?.[1] ?? ''}`.trim(), system].filter(Boolean).join(', ');
}
