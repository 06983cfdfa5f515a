import type { Adapter, AdapterPayload } from 'oidc-provider';
import { BoundedMap } from '../bounded-map.js';

type Entry = { model: string; payload: AdapterPayload; expiresAt: number };

/**
 * In-memory storage of one development provider (an oidc-provider adapter): interactions,
 * sessions, grants, codes and tokens, the 5000 latest, each until it expires; lost on restart.
 * (oidc-provider's own in-memory adapter does the same but warns, at every provider created,
 * that it is not for production.)
 */
export function memoryStorage() {
  const entries = new BoundedMap<string, Entry>(5000);
  const live = (entry: Entry | undefined) => (entry && entry.expiresAt > Date.now() ? entry : undefined);
  const findWhere = (test: (entry: Entry) => boolean) =>
    [...entries.values()].find((entry) => live(entry) && test(entry))?.payload;

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        entries.set(key(id), { model, payload, expiresAt: Date.now() + expiresIn * 1000 });
      },
      async find(id) {
        return live(entries.get(key(id)))?.payload;
      },
      async findByUid(uid) {
        return findWhere((entry) => entry.model === model && entry.payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findWhere((entry) => entry.model === model && entry.payload.userCode === userCode);
      },
      async consume(id) {
        const entry = live(entries.get(key(id)));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      // Called once per token model (AccessToken, AuthorizationCode, ...): only this model's
      // entries go, never an interaction under way with the same grant (an account switch).
      async revokeByGrantId(grantId) {
        for (const [entryKey, entry] of entries) {
          if (entry.model === model && entry.payload.grantId === grantId) entries.delete(entryKey);
        }
      },
    };
  };
}
