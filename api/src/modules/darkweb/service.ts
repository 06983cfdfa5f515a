import type { DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../users/schema.js';
import { scanConsequences, type ScanConsequences } from './consequences.js';
import { noIdentifiers, normaliseIdentifier, type IdentifierKind, type Identifiers } from './identifiers.js';
import { presentEntry, presentScan } from './present.js';
import { createDehashedProvider } from './providers/dehashed.js';
import { createLocalProvider } from './providers/local.js';
import type { BreachSearchProvider, SearchResult } from './providers/provider.js';
import { createScanRepository } from './repository.js';
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

/** The fields of a user that a scan searches for. */
export type ScannedUser = Pick<
  UserRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'phoneVerified'
>;

/**
 * What a scan of `user` searches for (spec 001 §3; issue 5): the account email, the first and
 * last name (as breach dumps hold names), and the phone number once verified; usernames come
 * from a first pass.
 */
export function identifiersOf(user: Omit<ScannedUser, 'id'>): Identifiers {
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
 * summarised and, when `save`, stored with its breach entries and its `consequences`: those
 * `inTransaction` writes in the scan's own transaction, then `afterCommit`'s.
 * @throws BreachSearchError from the provider.
 */
export function createDarkWebService(
  provider: BreachSearchProvider,
  db: Database,
  sealer: BreachSealer,
  consequences: ScanConsequences = { inTransaction: async () => {}, afterCommit: async () => {} },
) {
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

  /** Scans `identifiers` for `userId`; the scan answered, `id` null when not saved. */
  async function scan(
    userId: number,
    identifiers: Identifiers,
    { save }: { save: boolean },
  ): Promise<DarkWebScan> {
    const { hits, total, searched, totals } = await search(identifiers);
    const { total_results: totalResults, ...findings } = summarise(hits, total);
    const payload = { ...findings, raw_data: { provider: provider.name, searched, totals } };
    if (!save) {
      return { id: null, created_at: new Date().toISOString(), total_results: totalResults, ...payload };
    }
    const stored = await scans.save(
      userId,
      { provider: provider.name, totalResults, payload },
      hits.map(toEntry),
      (tx, row) => consequences.inTransaction(tx, userId, presentScan(row)),
    );
    await consequences.afterCommit(userId);
    return presentScan(stored);
  }

  return {
    /** The configured provider's name, for the operator's log. */
    provider: provider.name,
    scan,
    /** Scans the user's own identifiers (identifiersOf). */
    scanUser: (user: ScannedUser, options: { save: boolean }) => scan(user.id, identifiersOf(user), options),
    /** The user's scans, newest first. */
    list: async (userId: number) => (await scans.list(userId)).map(presentScan),
    /** The user's newest stored scan, or null before the first (spec 001 §4 "Action items"). */
    latestScan: async (userId: number) => {
      const stored = await scans.latest(userId);
      return stored && presentScan(stored);
    },
    /** True once the user has a stored scan (spec 001 §4 "Integration setup"). */
    hasScans: scans.hasScans,
    /** The owner of a scan, or null when there is no such scan. */
    ownerOf: scans.ownerOf,
    /** The breach entries of a scan of `userId`, in the order found. */
    entries: async (scanId: number, userId: number) =>
      (await scans.entries(scanId, userId)).map(presentEntry),
  };
}

export type DarkWebService = ReturnType<typeof createDarkWebService>;

/**
 * Domain plugin decorating `app.darkweb` with the configured provider. A saved scan is applied
 * to the dashboard through the other modules' decorators (consequences.ts), read when it runs
 * since those modules register after this one.
 */
export default fp(
  async (app: FastifyInstance) => {
    const sealer = createBreachSealer(app.config.breach.encryptionKey);
    const provider = breachProvider(app.config, app.db, sealer);
    app.decorate('darkweb', createDarkWebService(provider, app.db, sealer, scanConsequences(app)));
  },
  { name: 'darkweb', dependencies: ['db'] },
);
