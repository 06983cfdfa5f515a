import Fastify from 'fastify';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { serverOrigin } from './config/hosts.js';
import health, { HEALTH_PATH } from './plugins/health.js';

/**
 * `npm run worker` (issue 18 "Background jobs run once, in the worker"): the app built as the
 * server builds it, so every job handler (the mailbox sync) and what it calls (the development
 * provider's Gmail stand-in, through app.inject) is there, but never listening: its job loop
 * runs whatever JOBS_RUN says, and API processes run with JOBS_RUN=false. It also takes over
 * assistant runs whose process died (agents/runs.ts), as every API replica does. Only GET /healthz
 * answers, on HOST:WORKER_PORT (plugins/health.ts). SIGTERM or SIGINT stops the loop, gives
 * the jobs under way back to the queue (jobs/service.ts `stop`), closes, and exits 0.
 */
async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp({ ...config, jobs: { ...config.jobs, run: true } });
  await app.ready();
  // Assistant runs whose API replica died are taken over here too (issue 35).
  void app.agents.start();
  const probe = Fastify({ loggerInstance: app.log });
  probe.decorate('db', app.db);
  await probe.register(health);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, giving running jobs back and shutting down`);
    await probe.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await probe.listen({ port: config.jobs.workerPort, host: config.host });
  const port = probe.server.address();
  const origin = serverOrigin(
    config.host,
    typeof port === 'object' && port ? port.port : config.jobs.workerPort,
  );
  console.log(`Lifeguard worker is running background jobs; health check at ${origin}${HEALTH_PATH}`);
}

main().catch((error: unknown) => {
  console.error('Lifeguard worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
