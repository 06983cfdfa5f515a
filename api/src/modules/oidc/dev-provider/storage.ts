import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../../db/database.js';
import { devProviderEntries as entries } from '../schema.js';
import type { DevAccount } from './account.js';

// An account outlives the flows that read it: interactions, sessions, codes and tokens last 10 minutes.
const ACCOUNT_TTL_S = 60 * 60;

/**
 * The storage of the development provider in the database (`dev_provider_entries`), so that
 * every API process serves every step of a sign-in (issue 18: the authorization, its sign-in
 * page and the code exchange may each reach another replica): an oidc-provider adapter per
 * model (interactions, sessions, grants, codes and tokens) and the accounts typed on the
 * sign-in page, each until it expires (an account: 1 hour after it last signed in). Expired
 * entries are deleted whenever one is written.
 */
export function databaseStorage(db: Database) {
  const keyOf = (model: string, id: string) => `${model}:${id}`;
  const live = gt(entries.expiresAt, sql`now()`);
  const payloadWhere = async (where: SQL | undefined) => {
    const [row] = await db
      .select({ payload: entries.payload })
      .from(entries)
      .where(and(where, live))
      .limit(1);
    return row?.payload as AdapterPayload | undefined;
  };
  const upsert = async (model: string, id: string, payload: object, expiresInS: number) => {
    const fields = payload as { uid?: unknown; grantId?: unknown };
    const values = {
      payload: payload as Record<string, unknown>,
      uid: typeof fields.uid === 'string' ? fields.uid : null,
      grantId: typeof fields.grantId === 'string' ? fields.grantId : null,
      expiresAt: new Date(Date.now() + expiresInS * 1000),
    };
    await db
      .insert(entries)
      .values({ key: keyOf(model, id), model, ...values })
      .onConflictDoUpdate({ target: entries.key, set: values });
    await db.delete(entries).where(lt(entries.expiresAt, sql`now()`));
  };

  return {
    /** oidc-provider's adapter factory: the storage of one model. */
    adapter: (model: string): Adapter => ({
      upsert: (id, payload, expiresIn) => upsert(model, id, payload, expiresIn),
      find: (id) => payloadWhere(eq(entries.key, keyOf(model, id))),
      findByUid: (uid) => payloadWhere(and(eq(entries.model, model), eq(entries.uid, uid))),
      findByUserCode: (userCode) =>
        payloadWhere(and(eq(entries.model, model), sql`${entries.payload}->>'userCode' = ${userCode}`)),
      async consume(id) {
        const now = sql`to_jsonb(floor(extract(epoch from now()))::bigint)`;
        await db
          .update(entries)
          .set({ payload: sql`jsonb_set(${entries.payload}, '{consumed}', ${now})` })
          .where(eq(entries.key, keyOf(model, id)));
      },
      async destroy(id) {
        await db.delete(entries).where(eq(entries.key, keyOf(model, id)));
      },
      // Called once per token model (AccessToken, AuthorizationCode, ...): only this model's
      // entries go, never an interaction under way with the same grant (an account switch).
      async revokeByGrantId(grantId) {
        await db.delete(entries).where(and(eq(entries.model, model), eq(entries.grantId, grantId)));
      },
    }),

    /** The accounts signed in at the provider, by subject. */
    accounts: {
      get: async (sub: string) =>
        (await payloadWhere(eq(entries.key, keyOf('DevAccount', sub)))) as DevAccount | undefined,
      set: (sub: string, account: DevAccount) => upsert('DevAccount', sub, account, ACCOUNT_TTL_S),
    },
  };
}

export type DevProviderStorage = ReturnType<typeof databaseStorage>;
