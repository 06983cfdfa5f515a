import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { supportRequests } from '../../../src/modules/support/schema.js';
import type { TestContext } from '../../helpers/app.js';

export const REQUESTS = '/support/api/requests/';
export const ADMIN_REQUESTS = '/api/admin/support-requests/';
export const answeredUrl = (id: number | string) => `${ADMIN_REQUESTS}${id}/answered/`;

/** The support team's address in these tests (SUPPORT_EMAIL). */
export const SUPPORT_EMAIL = 'helpdesk@lifeguard.test';

/** A valid request body, with `over` on top. */
export const aRequest = (over: Record<string, unknown> = {}) => ({
  topic: 'threat_question',
  message: 'My timeline says it cannot load my threats.',
  ...over,
});

/** Every mail in the outbox (DATA_DIR/mail) once the queue is out, oldest first, by file name. */
export async function outbox(ctx: TestContext): Promise<{ file: string; text: string }[]> {
  await ctx.app.mailer.drain();
  const dir = join(ctx.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

/** The outbox's mails whose text holds `needle` (a reference number), as raw messages. */
export const mailsWith = async (ctx: TestContext, needle: string) =>
  (await outbox(ctx)).filter((mail) => mail.text.includes(needle));

/** The stored request of `reference`. */
export async function stored(app: App, reference: string) {
  const [row] = await app.db.select().from(supportRequests).where(eq(supportRequests.reference, reference));
  return row;
}

/** How many requests are stored. */
export const requestCount = (app: App) => app.db.$count(supportRequests);

/** The newest stored request. */
export async function newest(app: App) {
  const [row] = await app.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
  return row;
}
