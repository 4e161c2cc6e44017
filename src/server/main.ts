import { existsSync, readFileSync } from 'node:fs';
import { storageFor } from './providers/storage';
import { TestClock } from 'pg-boss';
import { ConfigError, loadConfig } from './config';
import { setDeploymentCountry } from '#common/countries';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/seed';
import { localizeDemo } from './seed/seed-country';
import { seedDemoCredit } from './seed/seed-money';
import { seedDemoEarnings } from './seed/seed-earnings';
import { createLogger } from './logger';
import { createApp } from './app';
import { createMessenger } from './providers/messaging';
import { startDeps } from './jobs/start';
import { answerClientErrors } from './http/client-errors';
import { keepIdleConnections } from './http/connections';
import { serveApp } from './http/prepared-answers';
import { startFakeSocialPlatform } from './providers/fake-social-platform';
import { testClockRoutes } from './http/test-clock';
import { drain } from './drain';
import { registerStateGauges, serveMetrics } from './metrics';
import { notificationQueue } from './services/notifications';

// Entry: config → database → migrate → (demo seed) → app → listen.
async function main() {
  // Issue 28: where start-up time goes (ms since the process began), logged once listening.
  const phases: Record<string, number> = { imports: Math.round(performance.now()) };
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Issue 30: every amount, date and phone the server writes (e-mail, SMS, CSV, PDF, first screen) follows COUNTRY.
  setDeploymentCountry(config.country);
  const log = createLogger(config);
  // Issue 10: outside production, with no SOCIAL_<TYPE>_* platform configured, channels connect to
  // the local fake platform on loopback so the embedded default can connect a channel end to end.
  if (!config.production && config.channelPlatforms.length === 0) {
    const platform = await startFakeSocialPlatform();
    config = { ...config, channelPlatforms: platform.configs() };
    log.info({ url: platform.url }, 'channels connect to the local fake social platform');
  }
  // Issue 31: the e2e servers (in memory) load the migrated template the API suite made, instead of
  // initdb and every migration (~18 s of a ~27 s start at load 20); a missing file is ignored.
  const template = !config.production && config.pgliteDir.startsWith('memory://') && config.pgliteTemplate && existsSync(config.pgliteTemplate) ? new Blob([readFileSync(config.pgliteTemplate)]) : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, pgliteDataDir: template });
  phases.database = Math.round(performance.now());
  log.info({ database: database.kind }, 'database ready (migrated)');
  if (config.seedDemo) {
    await seedDemo(database.db, config.passwordHashCost, { storage: storageFor(config) });
    // Issue 30: the demo speaks the deployment's country (names, phones, banks, amounts).
    await localizeDemo(database.db, config.country);
  }

  // TEST_CLOCK (end-to-end tests): time stands still until POST /dev/clock moves it.
  const clock = config.testClock ? new TestClock(Date.now()) : undefined;
  phases.seed = Math.round(performance.now());
  const deps = await startDeps({ database, config, log, messenger: createMessenger(config) }, { clock });
  phases.queue = Math.round(performance.now());
  // The running demo (npm start, e2e) gives the demo brand credit to publish a campaign; the
  // API suite starts every marketer at zero so its money figures are exact.
  if (config.seedDemo) await seedDemoCredit(deps);
  // Issue 13: the demo influencer's earnings and withdrawals (after the demo credit and bank account).
  if (config.seedDemo) await seedDemoEarnings(deps);
  const app = createApp(deps);
  // Issue 28: Prometheus metrics on their own port, never the public one.
  const metricsServer = config.metrics ? await serveMetrics(config.metrics.port, config.metrics.host) : null;
  if (config.metrics) {
    registerStateGauges({ db: deps.db, queue: deps.queue, pool: database.pool, outboxQueue: notificationQueue });
    log.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  if (clock) app.route('/', testClockRoutes(clock, deps.queue));
  const server = serveApp(app, deps, { port: config.port, hostname: config.host }, (info) => {
    deps.localGateway?.setWebhookUrl(`http://127.0.0.1:${info.port}/api/payments/webhooks/opn`);
    if (deps.localGateway) log.info(`local payment gateway (Opn Payments API) on ${deps.localGateway.url}`);
    phases.listening = Math.round(performance.now());
    log.info({ startupMs: phases }, `Kolify listening on http://localhost:${info.port} (${config.env}, ${database.kind})`);
  });
  answerClientErrors(server);
  keepIdleConnections(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    metricsServer?.close();
    void drain({ server, deps, database, log, graceMs: config.shutdownGraceMs, signal }).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'drain failed');
        process.exit(1);
      },
    );
    // Whatever hangs, the process ends a little after its grace.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 5_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
