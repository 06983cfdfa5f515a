import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Entry point: validated config, the app on HOST:PORT, graceful shutdown on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Lifeguard API listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error('Lifeguard API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
