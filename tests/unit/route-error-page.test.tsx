// @vitest-environment happy-dom
/// <reference path="../../src/vite-env.d.ts" />
/**
 * A page whose code cannot be fetched (offline before the service worker kept it: the shell is
 * cached first, the other pages just after) shows the app's own message inside the frame, in the
 * user's language, and opens the page by itself once the network is back: never React Router's
 * developer screen.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/router';
import { RouteErrorPage } from '../../src/features/shell/RouteErrorPage';
import en from '../../locales/en/shell.json';
import id from '../../locales/id/shell.json';
import './helpers/render-hook';

vi.mock('../../src/i18n/messages', () => ({ loadMessageGroup: async () => ({}) }));

const online = vi.spyOn(navigator, 'onLine', 'get');
const reload = vi.fn();

afterEach(() => {
  document.body.innerHTML = '';
  online.mockReset();
  reload.mockReset();
  vi.unstubAllGlobals();
});

/** A frame and one page whose code fails to load, under the app's error element. */
async function openFailingPage(language: 'en' | 'id'): Promise<{ text: () => string; unmount: () => Promise<void> }> {
  vi.stubGlobal('location', { ...window.location, reload });
  const router = createMemoryRouter(
    [
      {
        element: (
          <div className="app">
            <header>frame</header>
            <Outlet />
          </div>
        ),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                path: '/logout',
                lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/LogoutPage.js')),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/logout'] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <IntlProvider locale={language} messages={language === 'en' ? en : id}>
        <RouterProvider router={router} />
      </IntlProvider>,
    ),
  );
  await act(async () => {
    while (router.state.navigation.state !== 'idle' || !router.state.initialized) await new Promise((resolve) => setTimeout(resolve, 5));
  });
  return { text: () => container.textContent ?? '', unmount: () => act(async () => root.unmount()) };
}

describe('a page whose code cannot be loaded', () => {
  it('offline: says the page is not on this device yet, keeps the frame, and opens it when the network is back', async () => {
    online.mockReturnValue(false);
    const page = await openFailingPage('en');
    expect(page.text()).toContain('frame');
    expect(page.text()).toContain(en['routeError.offline.title']);
    expect(page.text()).toContain(en['routeError.offline.body']);
    expect(page.text()).not.toContain('Unexpected Application Error');
    expect(reload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
    await page.unmount();
  });

  it('online: says it could not be opened, in Indonesian, with Try again', async () => {
    online.mockReturnValue(true);
    const page = await openFailingPage('id');
    expect(page.text()).toContain(id['routeError.failed.title']);
    expect(page.text()).toContain(id['routeError.retry']);
    const retry = [...document.querySelectorAll('button')].find((button) => button.textContent === id['routeError.retry']);
    await act(async () => retry?.click());
    expect(reload).toHaveBeenCalledTimes(1);
    await page.unmount();
  });

  it('is the error element of every page of the app, inside its frame', () => {
    const [app] = routes;
    const [pages] = app?.children ?? [];
    expect(pages?.errorElement).toBeDefined();
    expect(pages?.children?.length).toBeGreaterThan(5);
  });
});
