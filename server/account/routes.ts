import { Hono } from 'hono';
import { API_PATHS } from '@domain/contract/http';
import type { UserProfile } from '@domain/contract/profile';
import { requireSession } from '../http/auth';
import { ok } from '../http/envelope';
import { unauthorized } from '../http/errors';
import { allowOnly } from '../http/fallbacks';
import type { AppEnv, RouteDeps } from '../http/types';
import { withLedgerSummaries } from '../users/ledger-summaries';
import { loadProfile } from '../users/users';

export function userRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(API_PATHS.user, requireSession(deps), async (c) => {
    const profile = await loadProfile(deps.db, c.get('session').userId);
    // A session whose user is gone is no session.
    if (!profile) throw unauthorized('invalid');
    c.header('Cache-Control', 'no-store');
    return ok<UserProfile>(c, await withLedgerSummaries(deps.db, profile, deps.clock.now()));
  });
  allowOnly(app, API_PATHS.user, ['GET']);

  return app;
}
