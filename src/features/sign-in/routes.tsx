import type { RouteObject } from 'react-router-dom';

/** Single sign-on, magic link, partner-app pages and the pre-login benefit screen (all open routes). */
export const publicRoutes: RouteObject[] = [
  { path: 'sso/gobiz', lazy: async () => ({ Component: (await import('./sso/SsoProviderPage')).GobizSsoPage }) },
  { path: 'sso/gojek', lazy: async () => ({ Component: (await import('./sso/SsoProviderPage')).GojekSsoPage }) },
  { path: 'sso/gopay', lazy: async () => ({ Component: (await import('./sso/SsoProviderPage')).GopaySsoPage }) },
  { path: 'sso/gma', lazy: async () => ({ Component: (await import('./sso/GmaSsoPage')).default }) },
  { path: 'gma/ineligible', lazy: async () => ({ Component: (await import('./sso/GmaIneligiblePage')).default }) },
  { path: 'sso/magic-link', lazy: async () => ({ Component: (await import('./sso/MagicLinkPage')).default }) },
  { path: 'benefitScreen', lazy: async () => ({ Component: (await import('./sso/BenefitScreenPage')).default }) },
];

/** Routes behind the session guard (src/app/RequireSession). */
export const guardedRoutes: RouteObject[] = [];
