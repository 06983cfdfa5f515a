import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';

/**
 * What the fuzz suites share (issue 15; issue 30 F5): the operations of the OpenAPI document with
 * their schemas, the row counts that prove a refused request changed nothing, and the error
 * shape every refusal must have.
 */

/** Every rate limit out of reach: the suites send thousands of requests as one user. */
export const FUZZ_LIMITS = Object.fromEntries(
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
    'SUPPORT',
  ].map((name) => [`${name}_RATE_LIMIT`, '100000']),
);
/** The part of a JSON Schema the suites read. */
export type Schema = { type?: string; properties?: Record<string, Schema>; [key: string]: unknown };
/** One operation of the OpenAPI document, as the suites send it. */
export type Operation = {
  method: string;
  path: string;
  body?: Schema;
  bodyType?: string;
  query?: Schema;
  params: string[];
  /** The path parameters whose schema is a number (`{id}`). */
  numericParams: string[];
};

/** Every operation of the OpenAPI document, with its body and query schemas. */
export function operations(app: App): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
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
export const isNumeric = (schema: Schema | undefined): boolean =>
  schema?.type === 'integer' ||
  schema?.type === 'number' ||
  ((schema?.anyOf as Schema[] | undefined)?.some(isNumeric) ?? false);
/** Numbers no route takes (issue 30 F5): ±Infinity, and past 2⁵³, as URL text and as JSON text. */
export const UNSAFE_PARAMS = ['Infinity', '-Infinity', '1e309', '-1e309', '9007199254740993'];
export const UNSAFE_JSON = ['1e309', '-1e309', '9007199254740993'];
/** Rows of every table of the public schema. */
export async function rowCounts(app: App) {
  // The handle is PGlite's or node-postgres's drizzle; both answer `{rows}`.
  const query = async <T>(statement: SQL) => (await app.db.execute(statement)) as unknown as { rows: T[] };
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

/** Asserts a refusal is in its route family's error shape (allauth's or ours). */
export function expectShape(op: Operation, res: LightMyRequestResponse) {
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
