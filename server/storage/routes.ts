/** Signed upload and read addresses for files, and the stored files themselves. */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function storageRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function storageSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
