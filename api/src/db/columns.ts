import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read as a JavaScript Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A table's `id`: an `integer` primary key the database numbers itself (GENERATED ALWAYS AS
 * IDENTITY), so an insert never names it.
 */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
