import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Clock } from '../sandbox/clock';
import type { Session } from '../sessions/sessions';

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
}

export type RouteDeps = Required<Pick<AppDeps, 'db' | 'clock' | 'log' | 'sandbox'>>;

export interface AppEnv {
  Variables: {
    /** Set by requireSession. */
    session: Session;
  };
}
