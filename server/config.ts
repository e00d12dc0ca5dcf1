import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  sandbox: boolean;
  /** The built app, or null when the folder does not exist or STATIC_DIR is set empty (API only). */
  staticDir: string | null;
  /** The folder that was looked for, to say so when it is missing; null when turned off. */
  staticDirWanted: string | null;
  apiOrigins: string[];
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  return n;
}

/** STATIC_DIR unset: the project's dist; set but empty: no app (the dev server serves it). */
function staticDirWanted(value: string | undefined, cwd: string): string | null {
  if (value === undefined) return resolve(PROJECT_ROOT, 'dist');
  return value.trim() === '' ? null : resolve(cwd, value);
}

/** Relative paths in the environment are taken from the current folder; the defaults live in the project. */
export function readConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const wanted = staticDirWanted(env.STATIC_DIR, cwd);
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ? resolve(cwd, env.DATA_DIR) : resolve(PROJECT_ROOT, '.data/pglite'),
    sandbox: !['off', 'false', '0', 'no'].includes((env.SANDBOX ?? '').trim().toLowerCase()),
    staticDir: wanted && existsSync(wanted) ? wanted : null,
    staticDirWanted: wanted,
    apiOrigins: (env.API_ORIGINS ?? '').split(/\s+/).filter(Boolean),
  };
}

/** "PostgreSQL db.example:5432/app" without user or password. */
export function describeDatabase(config: ServerConfig, cwd: string = process.cwd()): string {
  if (!config.databaseUrl) {
    const inside = relative(cwd, config.dataDir);
    return `PGlite ${inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : config.dataDir}`;
  }
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
