import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../users/schema.js';
import { noIdentifiers, normaliseIdentifier, type IdentifierKind, type Identifiers } from './identifiers.js';
import { createDehashedProvider } from './providers/dehashed.js';
import { createLocalProvider } from './providers/local.js';
import type { BreachSearchProvider, SearchResult } from './providers/provider.js';
import { createScanRepository, type Scan } from './scans.js';
import { createBreachSealer, type BreachSealer } from './sealing.js';
import { summarise, toEntry, usernamesToSearch } from './summary.js';

declare module 'fastify' {
  interface FastifyInstance {
    darkweb: DarkWebService;
  }
}

/** The configured provider: DeHashed v2 when configured (config.ts), else the local corpus. */
export function breachProvider(config: Config, db: Database, sealer: BreachSealer): BreachSearchProvider {
  const { provider, dehashed } = config.breach;
  return provider === 'dehashed' && dehashed
    ? createDehashedProvider(dehashed)
    : createLocalProvider(db, sealer);
}

/**
 * What a scan of `user` searches for (spec 001 §3; issue 5): the account email, the first and
 * last name (as breach dumps hold names), and the phone number once verified; usernames come
 * from a first pass.
 */
export function identifiersOf(
  user: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'phoneVerified'>,
) {
  const identifiers = noIdentifiers();
  const add = (kind: IdentifierKind, value: string | null) => {
    const normalised = value ? normaliseIdentifier(kind, value) : '';
    if (normalised) identifiers[kind].push(normalised);
  };
  add('email', user.email);
  add('name', `${user.firstName} ${user.lastName}`);
  if (user.phoneVerified) add('phone', user.phoneNumber);
  return identifiers;
}

/**
 * Dark web scans (spec 001 §3, §7 `/dehashed/...`): a first search for the identifiers, a
 * second for the usernames of the records found by the user's email or phone, then the scan
 * summarised and, when `save`, stored with its breach entries.
 * @throws BreachSearchError from the provider.
 */
export function createDarkWebService(provider: BreachSearchProvider, db: Database, sealer: BreachSealer) {
  const scans = createScanRepository(db, sealer);

  async function search(identifiers: Identifiers) {
    const first = await provider.search(identifiers);
    const usernames = usernamesToSearch(first.hits, identifiers);
    const second: SearchResult = usernames.length
      ? await provider.search({ ...noIdentifiers(), username: usernames })
      : { hits: [], total: 0 };
    const seen = new Set(first.hits.map((h) => h.id));
    const hits = [...first.hits, ...second.hits.filter((h) => !seen.has(h.id))];
    const unfetched = first.total - first.hits.length + (second.total - second.hits.length);
    const searched = { ...identifiers, username: [...identifiers.username, ...usernames] };
    return { hits, total: hits.length + unfetched, searched, totals: [first.total, second.total] };
  }

  return {
    provider: provider.name,
    async scan(userId: number, identifiers: Identifiers, { save }: { save: boolean }): Promise<Scan> {
      const { hits, total, searched, totals } = await search(identifiers);
      const scan = {
        ...summarise(hits, total),
        raw_data: { provider: provider.name, searched, totals },
      };
      if (!save) return { id: null, created_at: new Date().toISOString(), ...scan };
      return scans.save(userId, provider.name, scan, hits.map(toEntry));
    },
    list: scans.list,
    latestScan: scans.latest,
    hasScans: scans.hasScans,
    ownerOf: scans.ownerOf,
    entries: scans.entries,
  };
}

export type DarkWebService = ReturnType<typeof createDarkWebService>;

/** Domain plugin decorating `app.darkweb` with the configured provider. */
export default fp(
  async (app: FastifyInstance) => {
    const sealer = createBreachSealer(app.config.breach.encryptionKey);
    app.decorate('darkweb', createDarkWebService(breachProvider(app.config, app.db, sealer), app.db, sealer));
  },
  { name: 'darkweb', dependencies: ['db'] },
);
