import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { serverOrigin } from './config/hosts.js';
import gateway from './gateway/gateway.js';
import { DEV_PROVIDER_PREFIX } from './modules/oidc/dev-provider/client.js';
import { startupMessage } from './startup-message.js';

/**
 * Entry point: validated config, the API and the gateway (/app/, /remotes/) on HOST:PORT,
 * graceful shutdown on SIGINT/SIGTERM.
 */
async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp(config, { extraPlugins: [gateway] });
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
  await app.listen({ port: config.port, host: config.host });
  // Where it listens (PORT=0 takes a free port); users open PUBLIC_URL, its default the same.
  const listening = serverOrigin(config.host, (app.server.address() as AddressInfo).port);
  console.log(startupMessage(app.publicOrigin(), listening));
  if (config.oidc.devProvider) {
    const issuer = `${app.publicOrigin()}${DEV_PROVIDER_PREFIX}`;
    console.log(`Google sign-in uses the local development provider at ${issuer} (no Google account)`);
  }
}

main().catch((error: unknown) => {
  console.error('Lifeguard failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
