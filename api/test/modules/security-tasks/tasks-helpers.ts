import type { ActionItem } from '@lifeguard/contracts/schemas/security-tasks';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { breachRecords } from '../../../src/modules/darkweb/schema.js';
import { integrations } from '../../../src/modules/integrations/schema.js';
import { users } from '../../../src/modules/users/schema.js';
import { Browser } from '../../helpers/browser.js';
import { SEARCH, seedCorpus } from '../darkweb/darkweb-helpers.js';

export const ITEMS = '/security-tasks/api/action-items/';
export const NOTIFICATIONS = '/security-tasks/api/notifications/';
export const itemAction = (id: number, action: string) => `${ITEMS}${id}/${action}/`;

/** An action item as answered. */
export type Item = ActionItem;

/** The user's action items, as GET answers them (reconciled first). */
export async function itemsOf(browser: Browser): Promise<Item[]> {
  const res = await browser.get(ITEMS);
  if (res.statusCode !== 200) throw new Error(`action items answered ${res.statusCode}`);
  return res.json<{ results: Item[] }>().results;
}

/** The item of `kind` (with `data.database` when given) among `items`. */
export const itemOf = (items: Item[], kind: string, database?: string) =>
  items.find((i) => i.kind === kind && (database === undefined || i.data.database === database));

/** Marks the user's phone verified, as a successful code check does. */
export async function verifyPhone(app: App, userId: number, phoneNumber: string) {
  await app.db.update(users).set({ phoneNumber, phoneVerified: true }).where(eq(users.id, userId));
}

/** Gives the user a configured, active integration of `type`. */
export async function activate(app: App, userId: number, type: string) {
  await app.db
    .insert(integrations)
    .values({ userId, type, provider: type, isActive: true, isConfigured: true, healthStatus: 'healthy' });
}

/**
 * Runs a real dark web scan of the user (spec 001 §7) over a corpus holding only a password
 * of their email in each of `databases` (none: the scan finds nothing).
 */
export async function scanWithPasswordsIn(app: App, browser: Browser, email: string, databases: string[]) {
  await app.db.delete(breachRecords);
  if (databases.length) {
    await seedCorpus(
      app,
      databases.map((database_name) => ({ database_name, email, password: `pw-${database_name}` })),
    );
  }
  const res = await browser.post(SEARCH, {});
  if (res.statusCode !== 200) throw new Error(`scan answered ${res.statusCode}`);
}
