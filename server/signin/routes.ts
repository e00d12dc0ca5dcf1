/** Single sign-on providers, magic links and the business-capital login (issue 3). */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function signInRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function signInSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
