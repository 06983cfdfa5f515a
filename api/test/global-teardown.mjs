// Jest global teardown of the API suites: removes what the global setup migrated.
export default async function globalTeardown() {
  await globalThis.removeMigrated?.();
}
