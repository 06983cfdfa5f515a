import { defineConfig } from 'drizzle-kit';

/** drizzle-kit configuration: each module's tables in its schema.ts, SQL migrations committed under api/drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
