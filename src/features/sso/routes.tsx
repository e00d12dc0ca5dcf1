import type { RouteObject } from 'react-router-dom';

/** Single sign-on, magic link, partner-app pages and the pre-login benefit screen (all open routes). */
export const publicRoutes: RouteObject[] = [
  { path: 'sso/gobiz', lazy: async () => ({ Component: (await import('./SsoProviderPage')).GobizSsoPage }) },
  { path: 'sso/gojek', lazy: async () => ({ Component: (await import('./SsoProviderPage')).GojekSsoPage }) },
  { path: 'sso/gopay', lazy: async () => ({ Component: (await import('./SsoProviderPage')).GopaySsoPage }) },
  { path: 'sso/gma', lazy: async () => ({ Component: (await import('./GmaSsoPage')).default }) },
  { path: 'gma/ineligible', lazy: async () => ({ Component: (await import('./GmaIneligiblePage')).default }) },
  { path: 'sso/magic-link', lazy: async () => ({ Component: (await import('./MagicLinkPage')).default }) },
  { path: 'benefitScreen', lazy: async () => ({ Component: (await import('./BenefitScreenPage')).default }) },
];

/** Routes behind the session guard (src/app/RequireSession). */
export const guardedRoutes: RouteObject[] = [
];
