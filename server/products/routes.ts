/** Product cards data, contract signing, consents, the cash-loan token and seeded users (issue 3). */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function productsRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function productsSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
