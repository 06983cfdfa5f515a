import type { ActionItemKind, Priority } from '@lifeguard/contracts/security-tasks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { apiError, notFound } from '../../plugins/errors.js';
import type { PhoneVerification } from '../phone/service.js';
import { createTaskRepository, type NewNotification, type TaskRepository } from './repository.js';
import type { ActionItemRow, NotificationRow } from './schema.js';
import { createStateReader, type StateReader } from './state.js';
import { DONOTCALL_REGISTRY_URL, wantedItems } from './wanted-items.js';

declare module 'fastify' {
  interface FastifyInstance {
    securityTasks: SecurityTasks;
    notifications: Notifications;
  }
}

/** A step the security assistant recommends (issue 12), in plain words. */
export type Recommendation = { title: string; description: string; priority: Priority };

/**
 * The key of a recommended item: `agent:` and the title's words, lowercased and joined by '-'
 * (at most 100 characters), so one title is one item per user. It never matches
 * STATE_KEY_PATTERN (wanted-items.ts), so reconciling never completes it.
 */
export const recommendationKey = (title: string) =>
  `agent:${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'item'
  }`;

const wrongKind = (kind: ActionItemKind) =>
  apiError(400, [
    { message: `This action applies only to ${kind} items.`, code: 'invalid_action', param: 'id' },
  ]);

/**
 * Action items (spec 001 §4 "Action items and notifications", §7): reconciled with the user's
 * state before each list, completed by the user or by the calls that fix their condition.
 * Every method takes the signed-in user's id; an id of another user's item throws 404.
 */
export function createSecurityTasks(
  tasks: TaskRepository,
  readState: StateReader,
  phone: Pick<PhoneVerification, 'send' | 'verify'>,
) {
  async function owned(userId: number, id: number, kind?: ActionItemKind): Promise<ActionItemRow> {
    const item = await tasks.findItem(userId, id);
    if (!item) throw notFound();
    if (kind && item.kind !== kind) throw wrongKind(kind);
    return item;
  }

  /** Completes the user's item, merging `data` into its data. @throws 404 when not theirs. */
  async function complete(userId: number, id: number, data?: Record<string, unknown>) {
    const item = await tasks.completeItem(userId, id, data);
    if (!item) throw notFound();
    return item;
  }

  /** `recommend` with its reads and writes over `repository`. */
  const recommendOver =
    (repository: TaskRepository) =>
    async (userId: number, { title, description, priority }: Recommendation) => {
      const existing = await repository.findItemByTitle(userId, title);
      if (existing) return { row: existing, created: false };
      return repository.addItem(userId, {
        key: recommendationKey(title),
        kind: 'agent_recommendation',
        title,
        description,
        priority,
        data: { source: 'agent' },
      });
    };

  /** Makes the user's items follow their state now (wanted-items.ts). */
  async function reconcile(userId: number): Promise<void> {
    await tasks.reconcileItems(userId, wantedItems(await readState(userId)));
  }

  return {
    reconcile,

    /** The reconciled items: open ones by priority then newest, then completed ones. */
    async list(userId: number): Promise<ActionItemRow[]> {
      await reconcile(userId);
      return tasks.items(userId);
    },

    complete,

    /**
     * Adds an item the security assistant recommends (issue 12), kind `agent_recommendation`,
     * unless the user already has an item with that title (any kind, e.g. the reconciled
     * 'Change your Adobe password') or with its key ({@link recommendationKey}); it stays until
     * the user completes it. @returns the item and whether this call added it.
     */
    recommend: recommendOver(tasks),

    /**
     * `recommend` over `tx`, a transaction of another module's (threats/report.ts): it commits
     * or rolls back with that transaction's other writes, and never touches the pool meanwhile.
     */
    within: (tx: Database) => ({ recommend: recommendOver(createTaskRepository(tx)) }),

    /** Texts a code to `phoneNumber` (E.164). @throws the phone service's 429 and 502s. */
    async sendPhoneCode(userId: number, id: number, phoneNumber: string) {
      const item = await owned(userId, id, 'verify_phone');
      await phone.send(userId, phoneNumber);
      return item;
    },

    /** Checks the code; on success the phone is verified and the item completed. */
    async verifyPhoneCode(userId: number, id: number, phoneNumber: string, code: string) {
      await owned(userId, id, 'verify_phone');
      await phone.verify(userId, phoneNumber, code, 'mobile');
      return complete(userId, id);
    },

    /**
     * Records that the user registers `phoneNumber` (E.164) with the National Do Not Call
     * Registry, which has no API: the item keeps the number and the registry's address, for
     * the client to send the person there, and completes.
     */
    async registerDoNotCall(userId: number, id: number, phoneNumber: string) {
      await owned(userId, id, 'register_donotcall');
      return complete(userId, id, { registered_number: phoneNumber, registry_url: DONOTCALL_REGISTRY_URL });
    },
  };
}

export type SecurityTasks = ReturnType<typeof createSecurityTasks>;

/** Notifications of users (spec 001 §3, §4): what other modules tell them, newest first. */
export const createNotifications = (tasks: TaskRepository) => ({
  /** Stores a new, unread notification for the user. */
  create: (userId: number, notification: NewNotification): Promise<NotificationRow> =>
    tasks.createNotification(userId, notification),
  /** The user's 50 newest notifications. */
  list: tasks.notifications,
  /** @returns the notification marked, or null when the user has none with that id. */
  markRead: tasks.markNotificationRead,
  /**
   * `create` over `tx`, a transaction of another module's (threats/report.ts): the notification
   * commits or rolls back with that transaction's other writes.
   */
  within: (tx: Database) => ({ create: createTaskRepository(tx).createNotification }),
});

export type Notifications = ReturnType<typeof createNotifications>;

/**
 * Domain plugin decorating `app.securityTasks` and `app.notifications`. The state action items
 * follow is read through the users, integrations and dark web decorators.
 */
export default fp(
  async (app: FastifyInstance) => {
    const tasks = createTaskRepository(app.db);
    const readState = createStateReader({
      user: (userId) => app.users.findById(userId),
      integrations: (userId) => app.integrations.list(userId),
      latestScan: (userId) => app.darkweb.latestScan(userId),
      entries: (scanId, userId) => app.darkweb.entries(scanId, userId),
    });
    app.decorate('securityTasks', createSecurityTasks(tasks, readState, app.phoneVerification));
    app.decorate('notifications', createNotifications(tasks));
  },
  { name: 'security-tasks', dependencies: ['db', 'users', 'darkweb', 'integrations', 'phone-verification'] },
);
