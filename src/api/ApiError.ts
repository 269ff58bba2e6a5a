/** Where a call failed: the server answered with an error, no answer came, or the request never left. */
export type ApiFailureKind = 'response' | 'noResponse' | 'beforeSend';

export type HttpMethod = 'GET' | 'POST';

/** What was (or was about to be) sent. */
export interface ApiRequestInfo {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** The JSON value or FormData handed to the client; undefined for a call without a body. */
  payload?: unknown;
}

/** What the server answered. */
export interface ApiResponseInfo {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, else its text ('' for an empty body). */
  payload: unknown;
}

/** A failed server call, with the request and, when the server answered, the response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiFailureKind;
  readonly request?: ApiRequestInfo;
  readonly response?: ApiResponseInfo;

  constructor(
    message: string,
    details: { kind: ApiFailureKind; request?: ApiRequestInfo; response?: ApiResponseInfo; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.kind = details.kind;
    this.request = details.request;
    this.response = details.response;
  }
}

/** Whether a failure is an ApiError. */
export function isApiError(failure: unknown): failure is ApiError {
  return failure instanceof ApiError;
}
