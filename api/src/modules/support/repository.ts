import type { SupportRequestStatus } from '@lifeguard/contracts/support';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { recordImpersonation } from '../admin/audit.js';
import { users } from '../users/schema.js';
import { supportRequests, type SupportRequestRow } from './schema.js';

/** A request as the Support requests page lists it: its row and who marked it answered. */
export type ListedRequest = SupportRequestRow & { answeredByEmail: string | null };

/** What a new request stores (the reference is made by the service). */
export type NewRequest = Pick<
  SupportRequestRow,
  'reference' | 'userId' | 'email' | 'topic' | 'message' | 'diagnostics'
>;

/** Who marks a request answered, as the staff audit names them. */
export type Answerer = { id: number; email: string };

/** The stored support requests (issue 33 item 2). Reads are for superuser routes only. */
export function createSupportRepository(db: Database) {
  const listed = {
    row: supportRequests,
    answeredByEmail: users.email,
  };
  const withAnswerer = (where?: SQL, on: Pick<Database, 'select'> = db) =>
    on
      .select(listed)
      .from(supportRequests)
      .leftJoin(users, eq(users.id, supportRequests.answeredBy))
      .where(where);
  const flat = (r: { row: SupportRequestRow; answeredByEmail: string | null }): ListedRequest => ({
    ...r.row,
    answeredByEmail: r.answeredByEmail,
  });

  return {
    /** Stores a request; null when `reference` is taken (the caller draws another). */
    async insert(request: NewRequest): Promise<SupportRequestRow | null> {
      const [row] = await db.insert(supportRequests).values(request).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** Page `offset`/`size` of the requests, newest first, with `status` only when given, and their count. */
    async list(status: SupportRequestStatus | undefined, { offset, size }: { offset: number; size: number }) {
      const where = status ? eq(supportRequests.status, status) : undefined;
      const [rows, count] = await Promise.all([
        withAnswerer(where)
          .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
          .limit(size)
          .offset(offset),
        db.$count(supportRequests, where),
      ]);
      return { rows: rows.map(flat), count };
    },
    /**
     * Marks request `id` answered by `by` at `now` unless it is already (idempotent: the first
     * answer's time and superuser stay), with the staff-audit row `support_answered` in the same
     * transaction. The request as it then is, or null for an unknown id.
     */
    async markAnswered(
      id: number,
      by: Answerer,
      call: string,
      now = new Date(),
    ): Promise<ListedRequest | null> {
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(supportRequests)
          .set({ status: 'answered', answeredAt: now, answeredBy: by.id })
          .where(and(eq(supportRequests.id, id), eq(supportRequests.status, 'open')))
          .returning();
        if (changed) {
          await recordImpersonation(tx, {
            action: 'support_answered',
            superuser: by,
            user: { id: changed.userId, email: changed.email },
            reason: changed.reference,
            request: call,
          });
        }
        const [row] = await withAnswerer(eq(supportRequests.id, id), tx);
        return row ? flat(row) : null;
      });
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
