import { freshDataDir, removeDataDir, type ProductSettings } from './product';

/**
 * The settings of this test run: ports from E2E_PORT / E2E_PGLITE_SOCKET_PORT (defaults 8765 and
 * 5765, away from a developer's server on 8000/5433) and one fresh DATA_DIR. The runner makes it
 * when it first loads the config and hands it to the workers through the environment; it removes
 * it when it exits, which is after the web server has stopped (a global teardown would run while
 * the server still holds the files). KEEP_E2E_DATA=1 keeps it.
 */
export function runSettings(): ProductSettings {
  if (!process.env.LIFEGUARD_E2E_DATA_DIR) {
    const dataDir = freshDataDir('e2e');
    process.env.LIFEGUARD_E2E_DATA_DIR = dataDir;
    process.once('exit', () => removeDataDir(dataDir));
  }
  return {
    port: Number(process.env.E2E_PORT ?? 8765),
    pgliteSocketPort: Number(process.env.E2E_PGLITE_SOCKET_PORT ?? 5765),
    dataDir: process.env.LIFEGUARD_E2E_DATA_DIR,
  };
}
