import { randomInt } from 'node:crypto';
import type { SupportRequestStatus, SupportTopic } from '@lifeguard/contracts/support';
import type { SupportDiagnostics, SupportRequest } from '@lifeguard/contracts/schemas/support';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { displayName } from '../users/present.js';
import type { UserRow } from '../users/schema.js';
import { confirmationMail, supportTeamMail } from './mails.js';
import { presentSupportRequest } from './present.js';
import { createSupportRepository, type Answerer } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

/** Crockford's base32 alphabet: no I, L, O or U, so a reference reads aloud without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Draws before giving up: 40 random bits each, so a second draw is already rare. */
const REFERENCE_DRAWS = 5;

/** A new reference number, `LG-` and 8 random characters (SUPPORT_REFERENCE_PATTERN). */
export const newReference = () =>
  `LG-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** A request as the form sends it, once checked: the reply address already chosen. */
export type SupportSubmission = {
  /** The signed-in user, or null for a visitor. */
  user: UserRow | null;
  /** The reply address: the user's own when signed in, else the one given. */
  email: string;
  topic: SupportTopic;
  /** Trimmed, 10 to 5000 characters. */
  message: string;
  diagnostics: SupportDiagnostics | null;
};

/** Where the superusers' Support requests page is, in the app under the public origin. */
export const REQUESTS_PAGE_PATH = '/app/admin/support-requests';

/**
 * Contact Support (issue 33 item 2; spec 001 §8/§9): requests are stored, mailed to
 * SUPPORT_EMAIL with Reply-To the user, and confirmed to the user with their reference number;
 * superusers list them and mark them answered. The message is never logged.
 */
export function createSupportService(app: FastifyInstance) {
  const requests = createSupportRepository(app.db);
  return {
    /**
     * Stores `submission` under a new reference and queues both mails (the outbox offline).
     * @returns the reference number. @throws Error when no free reference was drawn.
     */
    async submit({ user, email, topic, message, diagnostics }: SupportSubmission): Promise<string> {
      for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
        const row = await requests.insert({
          reference: newReference(),
          userId: user?.id ?? null,
          email,
          topic,
          message,
          diagnostics,
        });
        if (!row) continue;
        const sender = user ? { userId: user.id, name: displayName(user) } : null;
        const page = `${app.publicOrigin()}${REQUESTS_PAGE_PATH}`;
        app.mailer.send(supportTeamMail(app.config.supportEmail, row, sender, page));
        app.mailer.send(confirmationMail(row));
        return row.reference;
      }
      throw new Error('No free support reference');
    },
    /** Page `page` (`offset`, `size`) of the requests, newest first, `status` only when given. */
    async list(status: SupportRequestStatus | undefined, page: { offset: number; size: number }) {
      const { rows, count } = await requests.list(status, page);
      return { results: rows.map(presentSupportRequest), count };
    },
    /**
     * Marks request `id` answered by superuser `by` (idempotent: a second call keeps the first
     * answer), audited as `support_answered` naming `call`. Null for an unknown id.
     */
    async markAnswered(id: number, by: Answerer, call: string): Promise<SupportRequest | null> {
      const row = await requests.markAnswered(id, by, call);
      return row && presentSupportRequest(row);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;

/** Domain plugin decorating `app.support`; mails through `app.mailer`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('support', createSupportService(app));
  },
  { name: 'support', dependencies: ['db', 'mailer', 'origin'] },
);
