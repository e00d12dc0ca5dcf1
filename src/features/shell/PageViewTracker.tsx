import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackEvent } from '@state/analytics';

/** One page_view per route change; the path only, since queries can carry codes and tokens. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackEvent('page_view', { path: pathname });
  }, [pathname]);
  return null;
}
