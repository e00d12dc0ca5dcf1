import { describe, expect, it, vi } from 'vitest';

describe('navigateTo', () => {
  it('asked before the router is up, moves once it registers (no page load), then goes straight through', async () => {
    const { navigateTo, registerNavigator } = await import('@state/navigation');
    const assign = vi.fn();
    const location = { assign, pathname: '/', search: '' };
    vi.stubGlobal('window', { location });
    try {
      navigateTo('/gomodal/home', { replace: true });
      const router = vi.fn();
      registerNavigator(router);
      expect(router).toHaveBeenCalledWith('/gomodal/home', { replace: true });
      navigateTo('/kyc/step2');
      expect(router).toHaveBeenLastCalledWith('/kyc/step2', undefined);
      expect(router).toHaveBeenCalledTimes(2);
      expect(assign).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('drops a move asked before the router was up when the page has moved since by itself', async () => {
    vi.resetModules();
    const { navigateTo, registerNavigator } = await import('@state/navigation');
    const location = { assign: vi.fn(), pathname: '/kyc/step2', search: '?product=paylater' };
    vi.stubGlobal('window', { location });
    try {
      navigateTo('/kyc/step2?product=paylater', { replace: true });
      // The page's guard sent the visitor to sign in meanwhile.
      location.pathname = '/';
      location.search = '?referrer=%2Fkyc%2Fstep2';
      const router = vi.fn();
      registerNavigator(router);
      expect(router).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
