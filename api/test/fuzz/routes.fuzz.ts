import { AjvCompiler } from '@fastify/ajv-compiler';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../helpers/app.js';
import { Browser } from '../helpers/browser.js';
import { signedInUser } from '../modules/darkweb/darkweb-helpers.js';

/**
 * The fuzz suite (issue 15 "Keep it from coming back"): for every route the OpenAPI document
 * lists, invalid requests generated from its schema, signed in and signed out, with a valid CSRF
 * token so that validation is reached. Asserts no 5xx, the route family's error shape, and that
 * no database row changed. Seeded: FUZZ_SEED=<n> replays a run; FUZZ_RUNS sets runs per route.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 80);
const limits = Object.fromEntries(
  [
    'LOGIN',
    'PASSWORD_REQUEST',
    'REGISTER',
    'DARKWEB_SCAN',
    'THREAT_INGEST',
    'MOBILE_TOKEN',
    'TOKEN_REFRESH',
    'MFA',
    'EMAIL',
  ].map((name) => [`${name}_RATE_LIMIT`, '100000']),
);
const ctx = useTestApp(limits);

type Schema = { type?: string; properties?: Record<string, Schema>; [key: string]: unknown };
type Operation = {
  method: string;
  path: string;
  body?: Schema;
  bodyType?: string;
  query?: Schema;
  params: string[];
  /** The path parameters whose schema is a number (`{id}`). */
  numericParams: string[];
};

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

/** Every operation of the OpenAPI document, with its body and query schemas. */
function operations(): Operation[] {
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const [bodyType] = Object.keys(content);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const query: Schema | undefined = queryParams.length
        ? {
            type: 'object',
            properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
            required: queryParams.filter((p) => p.required).map((p) => p.name),
          }
        : undefined;
      out.push({
        method: method.toUpperCase(),
        path,
        body: bodyType ? content[bodyType]?.schema : undefined,
        bodyType,
        query,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        numericParams: (op.parameters ?? [])
          .filter((p) => p.in === 'path' && isNumeric(p.schema))
          .map((p) => p.name),
      });
    }
  }
  return out;
}
type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
};

/** Is `schema` a number, or a union that admits one? */
const isNumeric = (schema: Schema | undefined): boolean =>
  schema?.type === 'integer' ||
  schema?.type === 'number' ||
  ((schema?.anyOf as Schema[] | undefined)?.some(isNumeric) ?? false);
/** Numbers no route takes (issue 30 F5): ±Infinity, and past 2⁵³, as URL text and as JSON text. */
const UNSAFE_PARAMS = ['Infinity', '-Infinity', '1e309', '-1e309', '9007199254740993'];
const UNSAFE_JSON = ['1e309', '-1e309', '9007199254740993'];
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

/** Rows of every table of the public schema. */
async function rowCounts() {
  // The handle is PGlite's or node-postgres's drizzle; both answer `{rows}`.
  const query = async <T>(statement: SQL) =>
    (await ctx.app.db.execute(statement)) as unknown as { rows: T[] };
  const tables = await query<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const result = await query<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(tablename)}`,
    );
    counts[tablename] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

function expectShape(op: Operation, res: LightMyRequestResponse) {
  if (res.statusCode < 400 || res.statusCode === 404 || res.statusCode === 405) return;
  const body = res.json<Record<string, unknown>>();
  if (res.statusCode === 401) {
    // allauth's AuthenticationResponse, or DRF's `{detail}` for bearer endpoints.
    expect(body.status === 401 || typeof body.detail === 'string').toBe(true);
    return;
  }
  const allauth = op.path.startsWith('/_allauth/');
  expect(body).toEqual({
    status: allauth ? res.statusCode : 'error',
    errors: expect.any(Array),
  });
}

describe(`fuzz every route with invalid requests (seed ${SEED})`, () => {
  it('answers no 5xx, in the family error shape, changing no row', async () => {
    console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
    const ops = operations();
    const signedOut = new Browser(ctx.app);
    await signedOut.get('/_allauth/browser/v1/auth/session');
    const { browser: signedIn } = await signedInUser(ctx.app);
    const byStatus: Record<number, number> = {};
    let total = 0;
    // A route without any input schema (GET /auth/session) takes no invalid request but a
    // malformed body, and only where it reads one.
    const fuzzable = ops.filter((op) => op.body || op.query || op.params.length || op.method !== 'GET');
    for (const [index, op] of fuzzable.entries()) {
      const before = await rowCounts();
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
      expect({ route: `${op.method} ${op.path}`, rows: await rowCounts() }).toEqual({
        route: `${op.method} ${op.path}`,
        rows: before,
      });
    }
    console.log(
      `fuzz: ${total} requests over ${fuzzable.length} routes; by status ${JSON.stringify(byStatus)}`,
    );
    expect(total).toBeGreaterThanOrEqual(2000);
  });

  it('refuses ±Infinity, 1e309 and 2⁵³ + 1 in every numeric parameter with 400 (issue 30 F5)', async () => {
    const { browser } = await signedInUser(ctx.app);
    const tried: string[] = [];
    for (const op of operations()) {
      const path = (value: (name: string) => string) =>
        op.path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
      const urls = [
        ...op.numericParams.flatMap((param) =>
          UNSAFE_PARAMS.map((v) => path((name) => (name === param ? v : '1'))),
        ),
        ...Object.entries(op.query?.properties ?? {})
          .filter(([, schema]) => isNumeric(schema))
          .flatMap(([field]) => UNSAFE_PARAMS.map((v) => `${path(() => '1')}?${field}=${v}`)),
      ];
      const bodies =
        op.bodyType === 'application/json'
          ? Object.entries(op.body?.properties ?? {})
              .filter(([, schema]) => isNumeric(schema))
              .flatMap(([field]) => UNSAFE_JSON.map((v) => `{"${field}": ${v}}`))
          : [];
      const before = await rowCounts();
      const requests = [
        ...urls.map((url) => ({ method: op.method, url })),
        ...bodies.map((payload) => ({
          method: op.method,
          url: path(() => '1'),
          payload,
          headers: { 'content-type': 'application/json' },
        })),
      ];
      for (const req of requests) {
        const res = await browser.request(req as never);
        tried.push(`${res.statusCode} ${req.method} ${req.url}`);
        // 403: a superuser's route, refused before its input is read.
        expect({ req, refused: [400, 403].includes(res.statusCode) }).toEqual({ req, refused: true });
        expectShape(op, res);
      }
      if (requests.length) expect(await rowCounts()).toEqual(before);
    }
    console.log(`fuzz: ${tried.length} unsafe numbers, every one refused`);
    expect(tried.length).toBeGreaterThan(100);
  });
});
