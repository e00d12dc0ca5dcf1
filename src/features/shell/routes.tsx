import type { RouteObject } from 'react-router-dom';

const isLocalhost = (): boolean => ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/** Open routes of the shell; the style guide exists only on a developer's machine. */
export const shellRoutes: RouteObject[] = [
  { path: 'logout', lazy: async () => ({ Component: (await import('./LogoutPage')).default }) },
  { path: 'about', lazy: async () => ({ Component: (await import('./AboutPage')).default }) },
  ...(isLocalhost() ? [{ path: 'styleguide', lazy: async () => ({ Component: (await import('./StyleguidePage')).default }) }] : []),
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./NotFoundPage')).default }),
};
