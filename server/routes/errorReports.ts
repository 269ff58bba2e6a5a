import { createHmac } from 'node:crypto';

import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';

import type { KeyedText } from '../../core/api/keyedText';
import { withoutPersonalData } from '../../core/rules/reportPrivacy';
import { hasOnlySafeCharacters } from '../../core/rules/textCharacters';
import type { Clock } from '../clock';
import { HttpError } from '../http/HttpError';
import { answerOf, englishOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import type { RateLimit } from '../options';
import type { Store } from '../store/Store';
import { requireJsonBody } from './jsonOnly';

interface ErrorReportBody {
  error: string;
  url: string;
  project_year: number | string;
  project_name: string;
}

/** The report of spec section 3; `error` holds request and response details, so it may be long. */
const errorReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'url', 'project_year', 'project_name'],
  properties: {
    error: { type: 'string', minLength: 1, maxLength: 32_768 },
    url: { type: 'string', maxLength: 2048 },
    project_year: {
      anyOf: [
        { type: 'integer', minimum: 2000, maximum: 2100 },
        { type: 'string', pattern: '^20\\d\\d$' },
      ],
    },
    project_name: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const validateReport = new Ajv({ allErrors: true, strict: true }).compile<ErrorReportBody>(errorReportSchema);

/** A report's field refused by `keyword`, by key: the report comes from a page's own code, but is answered as any. */
function fieldText(keyword: string, field: string): KeyedText {
  if (keyword === 'additionalProperties') return serverTexts.unknownField;
  if (keyword === 'required') return serverTexts.reportField('required', field);
  if (keyword === 'maxLength') return serverTexts.reportField('tooLong', field);
  return serverTexts.reportField('invalid', field);
}

/** At most this many fields are named in a 422, so a body of thousands of unknown keys is not echoed back. */
const maxNamedFields = 10;

/** The texts of a report that failed the schema, by the field names the client sent (the first few). */
function reportErrors(): Map<string, KeyedText[]> {
  // A map: a client's field may be named `valueOf` or `__proto__`, which a plain object already holds.
  const errors = new Map<string, KeyedText[]>();
  for (const error of validateReport.errors ?? []) {
    if (errors.size >= maxNamedFields) break;
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    const field = error.instancePath.split('/')[1] || params.missingProperty || params.additionalProperty;
    // anyOf only repeats what its branches said.
    if (!field || error.keyword === 'anyOf') continue;
    const text = fieldText(error.keyword, field);
    const list = errors.get(field) ?? [];
    if (!list.some((kept) => kept.key === text.key)) list.push(text);
    errors.set(field, list);
  }
  return errors;
}

/** The 422 of a refused report: each field's texts in English and by key, the first of them as the message. */
function reportRefusal(texts: ReadonlyMap<string, KeyedText[]>): HttpError {
  const first = [...texts.values()].flat()[0] ?? serverTexts.invalidData;
  // Object.fromEntries defines each field as an own property, `__proto__` included, so JSON names it as sent.
  const errors = Object.fromEntries([...texts].map(([field, list]) => [field, list.map(englishOf)]));
  const errorTexts = Object.fromEntries(texts);
  return new HttpError(422, { message: englishOf(first), messageText: first, errors, errorTexts });
}

/**
 * POST /web/error-reports: keeps a failed call's report and answers 201. It takes no CSRF token:
 * a report is often about the csrf-cookie call itself, so no token may exist yet. It only appends a
 * small, shape-checked row; JSON alone is accepted, which a cross-site form cannot send without a
 * CORS preflight, and each client address is rate-limited.
 */
/**
 * The sender of a report, kept so the row cap can count per client: an HMAC of the address under the server secret.
 * A plain hash of an IPv4 address is undone by hashing all 2^32 of them; this one cannot be without the secret.
 */
export function senderKey(key: Buffer, address: string): string {
  return createHmac('sha256', key).update(address).digest('hex').slice(0, 32);
}

export interface ErrorReportDeps {
  store: Store;
  rateLimit: RateLimit;
  maxReports: number;
  /** derivedKey(serverSecret, 'error-report-sender'). */
  senderKey: Buffer;
  /** Dates each report as staff see it. */
  clock: Clock;
}

export function registerErrorReportRoute(app: FastifyInstance, deps: ErrorReportDeps): void {
  const { store, rateLimit, maxReports } = deps;
  app.post(
    '/web/error-reports',
    { config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } } },
    async (request, reply) => {
      requireJsonBody(request);
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new HttpError(422, answerOf(serverTexts.notJsonObject));
      }
      if (!validateReport(body)) throw reportRefusal(reportErrors());
      // The form's rule for text (core/rules/textCharacters.ts): no NUL or lone surrogate the database cannot keep, no
      // control or bidi character that would reorder what the staff console shows.
      const unstorable = (['error', 'url', 'project_name'] as const).filter(
        (field) => !hasOnlySafeCharacters(body[field]),
      );
      if (unstorable.length > 0)
        throw reportRefusal(new Map(unstorable.map((field) => [field, [fieldText('pattern', field)]])));
      const userAgent = request.headers['user-agent'];
      await store.insertErrorReport({
        // Tokens again here, as a report may come from an older page or another client that did not take them out;
        // the payload's personal values never reach the database (core/rules/reportPrivacy.ts).
        error: withoutPersonalData(body.error),
        url: withoutPersonalData(body.url),
        projectYear: Number(body.project_year),
        projectName: body.project_name,
        userAgent: typeof userAgent === 'string' && hasOnlySafeCharacters(userAgent) ? userAgent.slice(0, 500) : null,
        clientKey: senderKey(deps.senderKey, request.ip),
        at: deps.clock(),
      });
      await store.trimErrorReports(maxReports);
      return reply.code(201).send(answerOf(serverTexts.errorReportStored));
    },
  );
}
