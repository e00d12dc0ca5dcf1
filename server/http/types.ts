import type { PlatformLimits } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Clock } from '../sandbox/clock';
import type { Session } from '../sessions/sessions';
import type { FileStore } from '../storage/file-store';

/** What the routes need from the outside; tests pass an in-memory database and a sandbox clock. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** false: every /sandbox route answers 404, as on the real platform. */
  sandbox: boolean;
  /** The built app (Vite's dist), or null to serve the API only. */
  staticDir: string | null;
  log?: Logger;
  /** Extra origins the app may call (CSP connect-src), for a build pointed at another API origin. */
  apiOrigins?: readonly string[];
  /** Per-client limits other than the defaults (DEFAULT_LIMITS). */
  limits?: Partial<PlatformLimits>;
  /** Where uploaded files' bytes go; by default a fresh folder in the temp dir (tests). */
  files?: FileStore;
  /** BEHIND_TLS: clients reach this server over HTTPS (a TLS proxy in front): HSTS and Secure cookies. */
  behindTls?: boolean;
}

/** 20 codes per client in 15 minutes (a shared phone, a carrier's NAT); 60 event batches per client a minute. */
export const DEFAULT_LIMITS: PlatformLimits = { otpCodesPerClient: 20, eventBatchesPerClient: 60 };

export type RouteDeps = Required<Pick<AppDeps, 'db' | 'clock' | 'log' | 'sandbox' | 'files' | 'behindTls'>> & { limits: PlatformLimits };

export interface AppEnv {
  Variables: {
    /** Set by requireSession. */
    session: Session;
  };
}
