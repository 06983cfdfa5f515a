import { AjvCompiler } from '@fastify/ajv-compiler';
import fc from 'fast-check';
import { useTestApp } from '../helpers/app.js';
import { Browser } from '../helpers/browser.js';
import { signedInUser } from '../modules/darkweb/darkweb-helpers.js';
import {
  FUZZ_LIMITS,
  UNSAFE_PARAMS,
  expectShape,
  operations,
  rowCounts,
  type Operation,
  type Schema,
} from './operations.js';

/**
 * The fuzz suite (issue 15 "Keep it from coming back"): for every route the OpenAPI document
 * lists, invalid requests generated from its schema, signed in and signed out, with a valid CSRF
 * token so that validation is reached. Asserts no 5xx, the route family's error shape, and that
 * no database row changed. Seeded: FUZZ_SEED=<n> replays a run; FUZZ_RUNS sets runs per route.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 80);
const ctx = useTestApp(FUZZ_LIMITS);

const validator = (coerceTypes: boolean | 'array') => {
  const compile = AjvCompiler()({}, { customOptions: { coerceTypes, strict: false }, plugins: [] });
  const cache = new Map<Schema, (data: unknown) => boolean>();
  return (schema: Schema, data: unknown) => {
    let check = cache.get(schema);
    if (!check) {
      check = (compile as unknown as (route: { schema: Schema }) => (d: unknown) => boolean)({ schema });
      cache.set(schema, check);
    }
    const copy = structuredClone(data);
    return { valid: check(copy), data: copy };
  };
};
const validBody = validator(false);
const validQuery = validator('array');

/** Does a query value coerce to a number no route takes (Ajv coerces "Infinity" to Infinity)? */
const unsafeNumber = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).some((v) => typeof v === 'number' && !(Math.abs(v) <= 2 ** 53));

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
/** Values wrong for most fields: types, boundaries, control characters, sizes, nesting. */
const badValue = fc.oneof(
  fc.constantFrom(
    true,
    false,
    null,
    0,
    -1,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    1e308,
    -1e308,
    0.5,
    'NaN',
    'Infinity',
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u001b[31m',
    '\r\n',
    'x'.repeat(1024 * 1024),
    [],
    {},
    [null],
    deep(64),
    { __proto__: { polluted: true } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 4 }),
);
/** Text for a path or query parameter. */
const badParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1e308',
    'NaN',
    '%00',
    'a%00b',
    '%ff',
    '',
    ...UNSAFE_PARAMS,
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
);

type Attempt = {
  signedIn: boolean;
  kind: 'field' | 'whole' | 'raw' | 'query' | 'param';
  field?: string;
  value?: unknown;
  raw?: string;
  contentType?: string;
  param?: string;
};

const attempt = (op: Operation) => {
  const fields = Object.keys(op.body?.properties ?? {});
  const kinds: fc.Arbitrary<Attempt>[] = [
    fc.record({ signedIn: fc.boolean(), kind: fc.constant('whole' as const), value: badValue }),
    fc.record({
      signedIn: fc.boolean(),
      kind: fc.constant('raw' as const),
      raw: fc.constantFrom('{', '{"a":', '[1,', 'null', '"x"', '{"a":1}}', 'x'.repeat(300 * 1024), '\u0000'),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/xml',
        'multipart/form-data',
      ),
    }),
  ];
  if (fields.length)
    kinds.push(
      fc.record({
        signedIn: fc.boolean(),
        kind: fc.constant('field' as const),
        field: fc.constantFrom(...fields),
        value: badValue,
      }),
    );
  const queryFields = Object.keys(op.query?.properties ?? {});
  if (queryFields.length)
    kinds.push(
      fc.record({
        signedIn: fc.boolean(),
        kind: fc.constant('query' as const),
        field: fc.constantFrom(...queryFields),
        param: badParam,
      }),
    );
  if (op.params.length)
    kinds.push(fc.record({ signedIn: fc.boolean(), kind: fc.constant('param' as const), param: badParam }));
  return fc.oneof(...kinds);
};

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Is the attempt invalid by the route's own schema (so that it must change nothing)? */
function isInvalid(op: Operation, a: Attempt): boolean {
  // A JSON `null` body stands for no body on routes whose body is all defaults (the scan's
  // preValidation), so it is invalid only where `{}` is.
  if (op.body && (a.raw === 'null' || (a.kind === 'whole' && a.value === null)))
    return a.kind === 'raw' && a.contentType !== 'application/json' ? true : !validBody(op.body, {}).valid;
  // Only malformed JSON is refused by a route that declares no body (its parser runs first).
  if (a.kind === 'raw')
    return Boolean(op.body) || (a.contentType === 'application/json' && a.raw !== 'null' && a.raw !== '"x"');
  if (a.kind === 'param') return true;
  if (a.kind === 'query') {
    const field = a.field ?? '';
    if (!op.query) return true;
    const { valid, data } = validQuery(op.query, { [field]: safeDecode(a.param ?? '') });
    return !valid || unsafeNumber((data as Record<string, unknown>)[field]);
  }
  // A route without a body schema ignores a well-formed body: such a request is valid.
  if (!op.body) return false;
  const body = a.kind === 'whole' ? a.value : { [a.field ?? '']: a.value };
  return !validBody(op.body, body).valid;
}

function request(op: Operation, a: Attempt) {
  const path = op.path.replace(/\{[^}]+\}/g, a.kind === 'param' ? (a.param ?? '') : '1');
  const url = a.kind === 'query' ? `${path}?${a.field}=${a.param}` : path;
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  if (a.kind === 'raw')
    return { method: op.method, url, payload: a.raw, headers: { 'content-type': a.contentType ?? '' } };
  const payload = a.kind === 'whole' ? a.value : { [a.field ?? '']: a.value };
  return hasBody
    ? {
        method: op.method,
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      }
    : { method: op.method, url, headers: {} };
}

describe(`fuzz every route with invalid requests (seed ${SEED})`, () => {
  it('answers no 5xx, in the family error shape, changing no row', async () => {
    console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
    const ops = operations(ctx.app);
    const signedOut = new Browser(ctx.app);
    await signedOut.get('/_allauth/browser/v1/auth/session');
    const { browser: signedIn } = await signedInUser(ctx.app);
    const byStatus: Record<number, number> = {};
    let total = 0;
    // A route without any input schema (GET /auth/session) takes no invalid request but a
    // malformed body, and only where it reads one.
    const fuzzable = ops.filter((op) => op.body || op.query || op.params.length || op.method !== 'GET');
    for (const [index, op] of fuzzable.entries()) {
      const before = await rowCounts(ctx.app);
      await fc.assert(
        fc.asyncProperty(attempt(op), async (a) => {
          fc.pre(isInvalid(op, a));
          const res = await (a.signedIn ? signedIn : signedOut).request(request(op, a) as never);
          total += 1;
          byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
          expect(res.statusCode).toBeLessThan(500);
          expectShape(op, res);
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect({ route: `${op.method} ${op.path}`, rows: await rowCounts(ctx.app) }).toEqual({
        route: `${op.method} ${op.path}`,
        rows: before,
      });
    }
    console.log(
      `fuzz: ${total} requests over ${fuzzable.length} routes; by status ${JSON.stringify(byStatus)}`,
    );
    expect(total).toBeGreaterThanOrEqual(2000);
  });
});
