import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ActionItemRow } from './schema.js';
import { apiError, notFound } from '../../plugins/errors.js';
import type { PhoneVerification } from '../phone/service.js';
import { createActionItemRepository, type ActionItemRepository } from './action-items.js';
import { DONOTCALL_REGISTRY_URL, wantedItems, type ActionItemKind } from './items.js';
import { createNotifications, type Notifications } from './notifications.js';
import { createStateReader, type StateReader } from './state.js';

declare module 'fastify' {
  interface FastifyInstance {
    securityTasks: SecurityTasks;
    notifications: Notifications;
  }
}

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
  items: ActionItemRepository,
  readState: StateReader,
  phone: Pick<PhoneVerification, 'send' | 'verify'>,
) {
  async function owned(userId: number, id: number, kind?: ActionItemKind): Promise<ActionItemRow> {
    const item = await items.find(userId, id);
    if (!item) throw notFound();
    if (kind && item.kind !== kind) throw wrongKind(kind);
    return item;
  }

  async function complete(userId: number, id: number, data?: Record<string, unknown>) {
    const item = await items.complete(userId, id, data);
    if (!item) throw notFound();
    return item;
  }

  /** Makes the user's items follow their state now (items.ts `wantedItems`). */
  async function reconcile(userId: number): Promise<void> {
    await items.reconcile(userId, wantedItems(await readState(userId)));
  }

  return {
    reconcile,

    /** The reconciled items: open ones by priority then newest, then completed ones. */
    async list(userId: number): Promise<ActionItemRow[]> {
      await reconcile(userId);
      return items.list(userId);
    },

    complete,

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

/** Domain plugin decorating `app.securityTasks` and `app.notifications`. */
export default fp(
  async (app: FastifyInstance) => {
    const readState = createStateReader(app.db, app.darkweb);
    const items = createActionItemRepository(app.db);
    app.decorate('securityTasks', createSecurityTasks(items, readState, app.phoneVerification));
    app.decorate('notifications', createNotifications(app.db));
  },
  { name: 'security-tasks', dependencies: ['db', 'darkweb', 'phone-verification'] },
);
