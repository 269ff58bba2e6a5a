import { event } from '../../core/model/schemaData';
import { withoutTokens } from '../../core/rules/personalTokens';
import { ApiError, type ApiRequestInfo, type ApiResponseInfo } from './ApiError';

/** Fixed texts that stand in for missing details (spec section 8). */
export const NO_REQUEST_TEXT = 'No Request Configuration Available';
export const NO_RESPONSE_TEXT = 'Request Made, No Response Received';
export const BEFORE_SEND_TEXT = 'Error Occurred Before Request Was Sent';

/** The body sent to the error-collection service (spec section 3). */
export interface ErrorReport {
  /** A JSON string of a FailureDescription. */
  error: string;
  url: string;
  project_year: number;
  project_name: string;
}

export type FormDataPairs = Record<string, string | string[]>;

export interface ReportedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Form data as key/value pairs, any other body as a string. */
  payload?: FormDataPairs | string;
}

export type HttpFailureDescription = {
  message: string;
  request: ReportedRequest | typeof NO_REQUEST_TEXT;
  response: ApiResponseInfo | typeof NO_RESPONSE_TEXT | typeof BEFORE_SEND_TEXT;
};

/** The key name is the one the error-collection service already reads. */
export type OtherFailureDescription = { message: string; nonAxiosError: string };

export type FailureDescription = HttpFailureDescription | OtherFailureDescription;

// Credentials never leave the browser in a report.
const secretHeaders = new Set(['x-xsrf-token', 'cookie', 'set-cookie']);

function withoutSecrets(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !secretHeaders.has(name.toLowerCase())));
}

/** FormData as key/value pairs; a repeated key collects its values in a list, a file is named, not read. */
export function flattenFormData(formData: FormData): FormDataPairs {
  const pairs: FormDataPairs = {};
  formData.forEach((value, key) => {
    const text = typeof value === 'string' ? value : `[File ${value.name}]`;
    const previous = pairs[key];
    if (previous === undefined) pairs[key] = text;
    else pairs[key] = Array.isArray(previous) ? [...previous, text] : [previous, text];
  });
  return pairs;
}

function reportedPayload(payload: unknown): ReportedRequest['payload'] {
  if (payload === undefined) return undefined;
  if (payload instanceof FormData) return flattenFormData(payload);
  if (typeof payload === 'string') return payload;
  try {
    return JSON.stringify(payload);
  } catch {
    // A body that could not be serialised is often why the call failed before sending.
    return Object.prototype.toString.call(payload);
  }
}

function reportedRequest(request: ApiRequestInfo): ReportedRequest {
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    headers: withoutSecrets(request.headers),
    payload: reportedPayload(request.payload),
  };
}

/** What a report says about a failure: request and response for an HTTP failure, the failure's text otherwise. */
export function describeFailure(failure: unknown): FailureDescription {
  if (failure instanceof ApiError) {
    const { request, response } = failure;
    return {
      message: failure.message,
      request: request ? reportedRequest(request) : NO_REQUEST_TEXT,
      response: response
        ? { ...response, headers: withoutSecrets(response.headers) }
        : failure.kind === 'beforeSend'
          ? BEFORE_SEND_TEXT
          : NO_RESPONSE_TEXT,
    };
  }
  return {
    message: failure instanceof Error ? failure.message : String(failure),
    nonAxiosError: String(failure),
  };
}

/**
 * The report of a failure seen on the page at pageUrl. Personal-link and confirmation tokens are taken out of it here,
 * before it leaves the browser: the collecting service, and whoever reads its reports, never needs one.
 */
export function buildErrorReport(failure: unknown, pageUrl: string): ErrorReport {
  return {
    error: withoutTokens(JSON.stringify(describeFailure(failure))),
    url: withoutTokens(pageUrl),
    project_year: event.year,
    project_name: event.projectName,
  };
}

/** Logs a failure and hands its report to send; a failed send is only logged, never reported or thrown. */
export async function reportFailure(failure: unknown, send: (report: ErrorReport) => Promise<unknown>): Promise<void> {
  console.error(failure);
  try {
    await send(buildErrorReport(failure, window.location.href));
  } catch (sendFailure) {
    console.error('Failed to send error :', sendFailure);
  }
}
