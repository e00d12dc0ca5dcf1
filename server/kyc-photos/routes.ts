/** KYC photo upload addresses and documents (issue 4). */
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/types';

export function kycPhotosRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}

/** Its sandbox stand-ins (mounted only when SANDBOX is on). */
export function kycPhotosSandboxRoutes(deps: RouteDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
