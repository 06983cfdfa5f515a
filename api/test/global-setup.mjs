// Jest global setup of the API suites: the database migrated once (helpers/migrated-once.ts).
// Jest loads this file without the suites' module mapping, so tsx imports the TypeScript.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { migrateOnce } = await tsImport('./helpers/migrated-once.ts', import.meta.url);
  globalThis.removeMigrated = await migrateOnce();
}
