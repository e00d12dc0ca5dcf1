/** The lender application's documents (issue 5). */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function lenderDocumentsRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function lenderDocumentsSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
