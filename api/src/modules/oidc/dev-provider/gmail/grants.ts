import { join } from 'node:path';
import { gmailRoot, readJson, serializer, writeJsonAtomic } from './files.js';

/** `.revoked.json`: revoked grant ids, and redeemed codes' ids with their expiry (ms epoch). */
type StoredState = { grants: string[]; codes: Record<string, number> };
type State = { revoked: Set<string>; codes: Map<string, number> };

/**
 * What "Google" remembers of grants beyond its stateless tokens, in
 * `DATA_DIR/gmail/.revoked.json` (never in our database; kept across restarts): the revoked
 * grants, whose every token is then refused, and the codes already redeemed (single use),
 * each until it would have expired anyway. Read at each use, not kept: the API processes and
 * the worker sharing DATA_DIR (issue 18) each write it; changes are serialized within a
 * process only.
 */
export function grantStore(dataDir: string) {
  const file = join(gmailRoot(dataDir), '.revoked.json');
  const serial = serializer();
  const load = async (): Promise<State> => {
    const stored = await readJson<StoredState>(file, { grants: [], codes: {} });
    return { revoked: new Set(stored.grants), codes: new Map(Object.entries(stored.codes)) };
  };
  const save = ({ revoked, codes }: State) =>
    writeJsonAtomic(file, { grants: [...revoked], codes: Object.fromEntries(codes) } satisfies StoredState);

  return {
    /** Whether grant `gid` was revoked. */
    async isRevoked(gid: string): Promise<boolean> {
      return (await load()).revoked.has(gid);
    },

    /** Revokes grant `gid`: its refresh token and access tokens stop working, for good. */
    revoke(gid: string): Promise<void> {
      return serial('state', async () => {
        const current = await load();
        if (current.revoked.has(gid)) return;
        current.revoked.add(gid);
        await save(current);
      });
    },

    /**
     * Marks code `jti` (valid until `expiresAt`, ms epoch) redeemed.
     * @returns false when it already was: a code is single use.
     */
    redeemCode(jti: string, expiresAt: number): Promise<boolean> {
      return serial('state', async () => {
        const current = await load();
        if (current.codes.has(jti)) return false;
        const now = Date.now();
        for (const [id, expiry] of current.codes) if (expiry < now) current.codes.delete(id);
        current.codes.set(jti, expiresAt);
        await save(current);
        return true;
      });
    },
  };
}

export type GrantStore = ReturnType<typeof grantStore>;
