/**
 * The sandbox platform: `tsx server/main.ts`.
 * PORT (8080), HOST (127.0.0.1 with the sandbox on, 0.0.0.0 with it off), DATABASE_URL
 * (PostgreSQL; else PGlite in DATA_DIR, default .data/pglite), SANDBOX=on|off (default on; off:
 * no /sandbox routes; any other value refuses to start), STATIC_DIR (dist), API_ORIGINS (other
 * origins, space-separated: CSP connect-src for the pages served here, CORS for builds hosted there),
 * BEHIND_TLS=on|off (HSTS and Secure cookies behind an HTTPS proxy), FILES_DIR (uploaded files;
 * default a "files" folder next to DATA_DIR). STATIC_DIR set empty serves the API only.
 */
import { inspect } from 'node:util';
import { createApp } from './app';
import { ConfigError, describeDatabase, describeListening, readConfig } from './config';
import type { Db } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { listen } from './http/listen';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { consoleLogger as log } from './logger';
import { loadSandboxClock, systemClock } from './sandbox/clock';
import { diskFileStore } from './storage/file-store';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  // PGlite is one process's: a second server on the same folder is told so, clearly, before it opens it.
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  const db: Db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  const applied = await migrate(db);
  if (applied.length > 0) log.info(`Database migrated: ${applied.join(', ')}`);
  const clock = config.sandbox ? await loadSandboxClock(db) : systemClock;
  if (config.staticDirWanted && !config.staticDir) {
    log.warn(`No app build at ${config.staticDirWanted}: serving the API only (run npm run build).`);
  }

  const listening = describeListening(config);
  log[listening.level](listening.message);

  const app = createApp({
    db,
    clock,
    sandbox: config.sandbox,
    staticDir: config.staticDir,
    log,
    apiOrigins: config.apiOrigins,
    limits: config.limits,
    files: diskFileStore(config.filesDir),
    behindTls: config.behindTls,
  });
  const server = listen(app, { port: config.port, hostname: config.host }, (port) => {
    const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
    console.log(
      `Sandbox platform ready at http://${host}:${port} (database: ${describeDatabase(config)}, sandbox: ${config.sandbox ? 'on' : 'off'})`,
    );
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    log.error(`The server could not listen on ${config.host}:${config.port}`, { code: error.code });
    void db.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) process.exit(1); // a second Ctrl-C means now
    stopping = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    server.close(() => {
      void db.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    // Keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) log.error(error.message);
  // Not every library throws an Error (PGlite can throw a plain object): say what it holds, not "[object Object]".
  else
    log.error('The server could not start', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : inspect(error, { depth: 3 }),
    });
  process.exit(1);
});
