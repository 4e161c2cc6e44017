import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { createLogger } from './logger';
import { createApp } from './app';
import { createMessenger } from './providers/messaging';
import { startDeps } from './jobs/start';

// Entry: config → database → migrate → (demo seed) → app → listen.
async function main() {
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
  const log = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  log.info({ database: database.kind }, 'database ready (migrated)');
  if (config.seedDemo) await seedDemo(database.db, config.passwordHashCost, { uploadDir: config.uploadDir });

  const deps = await startDeps({ database, config, log, messenger: createMessenger(config) });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(`Kolify listening on http://localhost:${info.port} (${config.env}, ${database.kind})`);
  });

  const shutdown = () => {
    server.close(() => void deps.queue.stop().finally(() => void database.close().finally(() => process.exit(0))));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
