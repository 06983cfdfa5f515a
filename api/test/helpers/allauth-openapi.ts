import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

/**
 * Contract checks against django-allauth's own OpenAPI 3.0 file (api/openapi/, MIT; issue 16
 * "Contract tests"): the file is one Ajv schema, and each answer is validated against the schema
 * its operation documents for its status, `$ref`s resolved within the file. Operations are
 * named `<METHOD> <path>` with allauth's `{client}` path, e.g. `GET /_allauth/{client}/v1/config`.
 *
 * Two readings of the file, as its authors mean it (allauth's own answers fail the letter):
 * - `OptionalTimestamp` puts `nullable` beside a `$ref`, which OpenAPI 3.0 ignores: read as a
 *   nullable Timestamp (Ajv's `nullable` keyword, OpenAPI's).
 * - `AuthenticationMethod` is a `oneOf` whose 'login by password' branch forbids no extra property,
 *   so a password reauthentication record matches two branches: read as `anyOf`.
 */
const SPEC = new URL('../../openapi/allauth-openapi.yaml', import.meta.url);
const SPEC_ID = 'allauth';

/** An HTTP answer as light-my-request gives it: its status and JSON body. */
export type Answer = { statusCode: number; json(): unknown };

type OpenApiResponse = { $ref?: string; content?: Record<string, { schema?: unknown }> };
type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, OpenApiResponse> };
};

const doc = parse(readFileSync(SPEC, 'utf8')) as OpenApiDocument;
doc.components.schemas.OptionalTimestamp = { type: 'number', nullable: true };
const { oneOf: methods, ...method } = doc.components.schemas.AuthenticationMethod as { oneOf: unknown };
doc.components.schemas.AuthenticationMethod = { ...method, anyOf: methods };
// OpenAPI's own keywords are annotations here (strict: false lets them pass).
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema(doc, SPEC_ID);

/** JSON Pointer escaping of one path segment (RFC 6901). */
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const validators = new Map<string, ValidateFunction>();

/** The validator of the JSON body `operation` documents for `status`, or a reason it has none. */
function validatorFor(path: string, method: string, status: number): ValidateFunction | string {
  const operation = doc.paths[path]?.[method];
  if (!operation) return `${method.toUpperCase()} ${path} is not in the allauth OpenAPI file`;
  let pointer = `#/paths/${escape(path)}/${method}/responses/${status}`;
  let response = operation.responses?.[String(status)];
  if (!response) return `${method.toUpperCase()} ${path} documents no ${status} answer`;
  if (response.$ref) {
    pointer = response.$ref;
    response = doc.components.responses[response.$ref.split('/').at(-1)!]!;
  }
  if (!response.content?.['application/json']?.schema) return `${pointer} has no JSON body`;
  const ref = `${SPEC_ID}${pointer}/content/${escape('application/json')}/schema`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/**
 * The reasons `response` (to `method url`, a path under /_allauth/browser/v1) breaks the OpenAPI
 * file: [] when its status is documented for the operation and its JSON body matches that
 * status's schema. An undocumented status or path is a reason too.
 */
export function allauthContractViolations(method: string, url: string, response: Answer): string[] {
  const path = url.split('?')[0]!.replace(/^\/_allauth\/browser\/v1/, '/_allauth/{client}/v1');
  const validate = validatorFor(path, method.toLowerCase(), response.statusCode);
  if (typeof validate === 'string') return [validate];
  if (validate(response.json())) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}

/**
 * Jest assertion: `response` keeps the allauth OpenAPI contract of `method url` (see
 * {@link allauthContractViolations}); fails listing the violations.
 */
export function expectAllauthContract(method: string, url: string, response: Answer): void {
  expect(allauthContractViolations(method, url, response)).toEqual([]);
}

/**
 * For each status allauth answers everywhere but the file documents only on some operations (an
 * input error, a refusal, signed out, throttled): an operation documenting allauth's generic
 * answer of that status (ErrorResponse, ForbiddenResponse, AuthenticationResponse, TooManyRequests).
 */
const GENERIC: Record<number, [string, string]> = {
  400: ['POST', '/_allauth/browser/v1/account/password/change'],
  403: ['PUT', '/_allauth/browser/v1/account/email'],
  401: ['GET', '/_allauth/browser/v1/auth/session'],
  429: ['POST', '/_allauth/browser/v1/auth/email/verify/resend'],
};

/**
 * {@link expectAllauthContract}, except that a 400, 401, 403 or 429 the operation does not
 * document is held to allauth's generic answer of that status instead of failing as undocumented.
 */
export function expectAllauthAnswer(method: string, url: string, response: Answer): void {
  const violations = allauthContractViolations(method, url, response);
  const generic = GENERIC[response.statusCode];
  if (generic && violations.length === 1 && violations[0]!.includes(' documents no ')) {
    expectAllauthContract(generic[0], generic[1], response);
  } else {
    expect(violations).toEqual([]);
  }
}
