/** Progressive KYC challenges and the SLIK questionnaire (issue 4). */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function progressiveKycRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function progressiveKycSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
