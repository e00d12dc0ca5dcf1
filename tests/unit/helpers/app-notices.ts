import { type Mock, vi } from 'vitest';

/** Spies standing in for the app's navigation and notices, as the state modules under test call them. */
export interface AppNoticeSpies {
  navigateTo: Mock;
  showFlash: Mock;
  openGenericErrorDialog: Mock;
}

/**
 * Mocks `@state/navigation` and `@state/notify` for the modules the test imports after this call
 * (`await import(...)`), and the window's path (the gomodal pages' own).
 */
export function mockNavigationAndNotices(): AppNoticeSpies {
  const spies: AppNoticeSpies = { navigateTo: vi.fn(), showFlash: vi.fn(), openGenericErrorDialog: vi.fn() };
  vi.doMock('@state/navigation', () => ({ navigateTo: (...args: unknown[]) => spies.navigateTo(...args) }));
  vi.doMock('@state/notify', () => ({
    showFlash: (...args: unknown[]) => spies.showFlash(...args),
    openGenericErrorDialog: () => spies.openGenericErrorDialog(),
  }));
  vi.stubGlobal('window', { location: { pathname: '/gomodal/terms' } });
  return spies;
}
