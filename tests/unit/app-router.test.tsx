// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The router starts with the first screen's areas and adds each other area on the first navigation
 * into it (src/app/router.tsx): a deep link or a link into an area lands on that area's page, an
 * unknown path on the not-found page, and an area is added once however often it is visited.
 */
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { areasForPath, laterAreas, patchAreasOnNavigation, routes } from '../../src/app/router';

// The catalogues come from a build plugin's virtual module; these tests match routes, they render nothing.
vi.mock('../../src/i18n/messages', () => ({ loadMessageGroup: async () => ({}) }));

function appRouter(path: string) {
  return createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: patchAreasOnNavigation(laterAreas) });
}

type AppRouter = ReturnType<typeof appRouter>;

const leafPath = (router: AppRouter): string | undefined => router.state.matches.at(-1)?.route.path;

function routeCount(list: readonly RouteObject[]): number {
  return list.reduce((sum, route) => sum + 1 + routeCount(route.children ?? []), 0);
}

async function settled(router: AppRouter): Promise<void> {
  while (router.state.navigation.state !== 'idle' || !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe(() => {
        stop();
        resolve();
      });
    });
  }
}

describe('the app router', () => {
  it('starts without the later areas: matching the first screen ranks a few routes, not all of them', () => {
    const router = appRouter('/');
    const later = laterAreas.reduce((sum, area) => sum + area.publicRoutes.length + area.guardedRoutes.length, 0);
    expect(later).toBeGreaterThan(50);
    expect(routeCount(router.routes)).toBeLessThan(30);
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
  });

  it('adds an area on the first navigation into it, and only once', async () => {
    const router = appRouter('/');
    await router.navigate('/paylater');
    await settled(router);
    expect(leafPath(router)).toBe('paylater');
    const afterFirst = routeCount(router.routes);
    await router.navigate('/');
    await router.navigate('/gopaylater');
    await settled(router);
    expect(leafPath(router)).toBe('gopaylater');
    expect(routeCount(router.routes)).toBe(afterFirst);
  });

  it('opens a deep link into an area that is not there yet', async () => {
    const router = appRouter('/cicilan');
    await settled(router);
    expect(leafPath(router)).toBe('cicilan');
    expect(router.state.matches.map((match) => match.route.id)).toContain('guarded');
  });

  it('leaves an unknown path on the not-found page', async () => {
    const router = appRouter('/');
    await router.navigate('/no-such-page');
    await settled(router);
    expect(leafPath(router)).toBe('*');
  });

  it('finds every later route in exactly one area', () => {
    for (const area of laterAreas) {
      for (const route of [...area.publicRoutes, ...area.guardedRoutes]) {
        const path = `/${(route.path ?? '').replace(/:[A-Za-z]+/g, 'x')}`;
        expect(areasForPath(laterAreas, path), path).toEqual([area]);
      }
    }
  });
});
