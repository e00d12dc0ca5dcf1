import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface ServerConfig {
  port: number;
  host: string;
  /** Whether HOST named the interface; otherwise the default depends on the sandbox (see sandboxAndHost). */
  hostFromEnv: boolean;
  /** PostgreSQL when set; otherwise embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Uploaded files' bytes (FILES_DIR; by default a "files" folder next to dataDir), whatever the database. */
  filesDir: string;
  sandbox: boolean;
  /** The built app, or null when the folder does not exist or STATIC_DIR is set empty (API only). */
  staticDir: string | null;
  /** The folder that was looked for, to say so when it is missing; null when turned off. */
  staticDirWanted: string | null;
  /**
   * API_ORIGINS: the other origins this platform works with, both ways: a page it serves may call
   * them (CSP connect-src), and a build of the app hosted on one of them may call this API (CORS).
   */
  apiOrigins: string[];
  /** BEHIND_TLS=on: clients reach the server through HTTPS (a TLS proxy): HSTS, Secure cookies. */
  behindTls: boolean;
  /** Per-client limits (server/CONTRACT.md): OTP_CODES_PER_CLIENT and EVENT_BATCHES_PER_CLIENT override the defaults. */
  limits: Partial<PlatformLimits>;
}

export class ConfigError extends Error {}

/** Limits per client address that a machine running many people's tests (one address) may raise. */
export interface PlatformLimits {
  /** OTP codes one client may request in 15 minutes, over all numbers. */
  otpCodesPerClient: number;
  /** Analytics event batches one client may send in a minute. */
  eventBatchesPerClient: number;
}

function limit(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number of at least 1, not "${value}".`);
  return n;
}

type Env = Record<string, string | undefined>;

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  return n;
}

/**
 * SANDBOX is on or off, nothing else: a typo ("of", "false", "disabled") must not leave the
 * stand-ins (every code readable, sign in as anyone) running on a platform meant to be real.
 * Unset or empty is on, the documented default of `npm start`.
 */
function sandbox(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new ConfigError(
    `SANDBOX must be "on" or "off", not "${text}". The sandbox's stand-ins let anyone read every code and sign in as anyone, so the server does not guess.`,
  );
}

/** BEHIND_TLS is on or off (default off): HSTS on a plain-HTTP origin would lock browsers out of it. */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  if (text === 'on') return true;
  if (text === 'off') return false;
  throw new ConfigError(`${name} must be "on" or "off", not "${text}".`);
}

/** API_ORIGINS entries are origins (scheme, host, port): a path or a typo would never match a browser's Origin. */
function origins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(`API_ORIGINS holds "${entry}", which is not an origin such as https://app.example.co.id.`);
      }
      if (url.origin !== entry.replace(/\/$/, '') || !/^https?:$/.test(url.protocol)) {
        throw new ConfigError(`API_ORIGINS holds "${entry}": write the origin only (scheme, host and port), such as ${url.origin}.`);
      }
      return url.origin;
    });
}

/** With the sandbox on, loopback only unless HOST says otherwise: the stand-ins are for this machine. */
export const SANDBOX_DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_HOST = '0.0.0.0';

/** STATIC_DIR unset: the project's dist; set but empty: no app (the dev server serves it). */
function staticDirWanted(value: string | undefined, cwd: string): string | null {
  if (value === undefined) return resolve(PROJECT_ROOT, 'dist');
  return value.trim() === '' ? null : resolve(cwd, value);
}

/** Relative paths in the environment are taken from the current folder; the defaults live in the project. */
export function readConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const wanted = staticDirWanted(env.STATIC_DIR, cwd);
  const sandboxOn = sandbox(env.SANDBOX);
  const hostFromEnv = (env.HOST ?? '').trim() !== '';
  const dataDir = env.DATA_DIR ? resolve(cwd, env.DATA_DIR) : resolve(PROJECT_ROOT, '.data/pglite');
  return {
    port: port(env.PORT),
    host: hostFromEnv ? (env.HOST as string).trim() : sandboxOn ? SANDBOX_DEFAULT_HOST : DEFAULT_HOST,
    hostFromEnv,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    filesDir: env.FILES_DIR ? resolve(cwd, env.FILES_DIR) : resolve(dataDir, '..', 'files'),
    sandbox: sandboxOn,
    staticDir: wanted && existsSync(wanted) ? wanted : null,
    staticDirWanted: wanted,
    apiOrigins: origins(env.API_ORIGINS),
    behindTls: onOff('BEHIND_TLS', env.BEHIND_TLS, false),
    limits: Object.fromEntries(
      Object.entries({
        otpCodesPerClient: limit('OTP_CODES_PER_CLIENT', env.OTP_CODES_PER_CLIENT),
        eventBatchesPerClient: limit('EVENT_BATCHES_PER_CLIENT', env.EVENT_BATCHES_PER_CLIENT),
      }).filter(([, value]) => value !== undefined),
    ),
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** What the server says at start about where it listens and why, so nobody exposes the sandbox unknowingly. */
export function describeListening(config: ServerConfig): { level: 'info' | 'warn'; message: string } {
  if (!config.sandbox) return { level: 'info', message: `Sandbox off: listening on ${config.host}.` };
  if (!config.hostFromEnv) {
    return { level: 'info', message: `Sandbox on: listening on ${config.host} only (set HOST to listen elsewhere).` };
  }
  if (LOOPBACK.has(config.host)) return { level: 'info', message: `Sandbox on: listening on ${config.host} (HOST).` };
  return {
    level: 'warn',
    message: `Sandbox on and listening on ${config.host} (HOST): anyone who reaches this port can read every code and sign in as anyone.`,
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
