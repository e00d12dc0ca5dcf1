/** The KYC submission, review outcomes and the sandbox reviewer (issue 4). */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function kycRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function kycSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
