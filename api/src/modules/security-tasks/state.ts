import type { BreachEntry, DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import { countryOf } from './numbers.js';
import type { SecurityState } from './wanted-items.js';

/** Where the facts come from: the users, integrations and dark web modules' decorators. */
export type StateSources = {
  user(userId: number): Promise<{ phoneVerified: boolean; phoneNumber: string | null } | null>;
  integrations(userId: number): Promise<{ type: string; isActive: boolean; isConfigured: boolean }[]>;
  latestScan(userId: number): Promise<DarkWebScan | null>;
  entries(scanId: number, userId: number): Promise<BreachEntry[]>;
};

/**
 * Reads the facts action items follow (wanted-items.ts `SecurityState`): the user's phone, the
 * integrations that are configured and active, and the latest stored scan; its breach entries
 * are opened only when it found a password, to name the breaches that exposed one.
 */
export function createStateReader(sources: StateSources) {
  async function passwordBreaches(userId: number): Promise<{ scanned: boolean; breaches: string[] }> {
    const scan = await sources.latestScan(userId);
    if (!scan?.id) return { scanned: false, breaches: [] };
    const found = scan.passwords_found.length + scan.consolidated_data.hashed_password.length;
    if (found === 0) return { scanned: true, breaches: [] };
    const entries = await sources.entries(scan.id, userId);
    const exposing = entries.filter((e) => e.password || e.hashed_password);
    return { scanned: true, breaches: [...new Set(exposing.map((e) => e.database_name))] };
  }

  return async (userId: number): Promise<SecurityState> => {
    const [user, integrations, { scanned, breaches }] = await Promise.all([
      sources.user(userId),
      sources.integrations(userId),
      passwordBreaches(userId),
    ]);
    if (!user) throw new Error(`user ${userId} not found`);
    const phone = user.phoneVerified && user.phoneNumber;
    const active = integrations.filter((i) => i.isActive && i.isConfigured).map((i) => i.type);
    return {
      phoneVerified: user.phoneVerified,
      phoneCountry: phone ? countryOf(phone) : null,
      activeProtections: new Set(active),
      scanned,
      passwordBreaches: breaches,
    };
  };
}

export type StateReader = ReturnType<typeof createStateReader>;
