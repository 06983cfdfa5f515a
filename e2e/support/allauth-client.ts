/**
 * allauth's example SPA's client (examples/react-spa/frontend/src/lib/allauth.js `request()`),
 * as the conformance specs replay it (issue 16 "Done when", issue 30 item 10): the shapes it
 * reads, and its calls with a browser context's cookies and X-CSRFToken header.
 */
import type { BrowserContext } from '@playwright/test';
import pg from 'pg';
import { expect, settings } from './fixtures';
import { ALLAUTH_API } from './two-factor';

/** A flow of a 401 (allauth's Flow), as the SPA reads it. */
export type Flow = { id: string; is_pending?: boolean; types?: string[]; providers?: string[] };
/** An error of a 400 (allauth's ErrorResponse), as the SPA shows it. */
export type FieldError = { message: string; code: string; param?: string };
export type User = { id: number; email: string; display: string; has_usable_password: boolean };
export type Method = { method: string; at: number; type?: string; provider?: string; email?: string };

/** Every answer of the API: its own status, and data, meta or errors. */
export type Answer<Data = unknown, Meta = Record<string, unknown>> = {
  status: number;
  data: Data;
  meta: Meta;
  errors: FieldError[];
};
export type AuthData = { user: User; methods: Method[]; flows: Flow[] };
export type AuthMeta = { is_authenticated: boolean };
type CallOptions = { data?: unknown; headers?: Record<string, string> };

/**
 * The SPA's `request()` for the browser client: JSON in and out, `X-CSRFToken` from the
 * csrftoken cookie read afresh before each call but /config, this context's cookies. Checks
 * that the body's `status` is the HTTP status, as the SPA relies on.
 */
export function allauthClient(context: BrowserContext) {
  return async function call<Data = AuthData, Meta = AuthMeta>(
    method: string,
    path: string,
    { data, headers }: CallOptions = {},
  ): Promise<Answer<Data, Meta>> {
    const csrf = (await context.cookies()).find(({ name }) => name === 'csrftoken')?.value;
    const response = await context.request.fetch(`${ALLAUTH_API}${path}`, {
      method,
      data,
      headers: {
        accept: 'application/json',
        ...(path !== '/config' && csrf ? { 'X-CSRFToken': csrf } : {}),
        ...headers,
      },
    });
    const body = (await response.json()) as Answer<Data, Meta>;
    expect(body.status, `${method} ${path}: the body's status`).toBe(response.status());
    return body;
  };
}

export const flowIds = (answer: Answer<AuthData>) => answer.data.flows.map(({ id }) => id);

/**
 * Makes every authentication record of `email`'s sessions 10 minutes old, past allauth's
 * 5-minute ACCOUNT_REAUTHENTICATION_TIMEOUT, through the product's shared PGlite socket (what
 * the API tests' ageSessions does; no test waits on the clock).
 */
export async function ageSessions(email: string): Promise<void> {
  const client = new pg.Client(`postgresql://postgres@127.0.0.1:${settings.pgliteSocketPort}/postgres`);
  await client.connect();
  try {
    await client.query(
      `update sessions set methods = (
         select coalesce(jsonb_agg(m || jsonb_build_object('at', extract(epoch from now()) - 600)), '[]'::jsonb)
         from jsonb_array_elements(methods) m)
       where user_id = (select id from users where lower(email) = lower($1))`,
      [email],
    );
  } finally {
    await client.end();
  }
}
