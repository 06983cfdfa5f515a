import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read as a JavaScript Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
