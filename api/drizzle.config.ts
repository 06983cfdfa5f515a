import { defineConfig } from 'drizzle-kit';

/** drizzle-kit configuration: one schema, SQL migrations committed under api/drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
