/** The lender application (issue 5). */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function lenderRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function lenderSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
