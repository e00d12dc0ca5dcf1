import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { onBrowserOnline, useBrowserOnline } from '@state/connectivity';
import { Button } from '@ui/Button';

/**
 * What a page shows when its own code could not be loaded or failed while drawing (React Router's
 * errorElement, inside the app's frame): offline before the device kept that page (the service
 * worker caches the shell first and the other pages just after, sw/precache-rest.ts), or an older
 * version's file gone after an update. Offline, it opens the page by itself once the network is back.
 * Drafts are in IndexedDB, so nothing typed is lost by the reload.
 */
export function RouteErrorPage() {
  const online = useBrowserOnline();
  useEffect(() => {
    if (online) return;
    // The browser's own event only: the platform's retry ticks would reload again and again.
    return onBrowserOnline(() => window.location.reload());
  }, [online]);
  const kind = online ? 'failed' : 'offline';
  return (
    <section className="card card--center" data-route-error={kind}>
      <h1>
        <FormattedMessage id={`routeError.${kind}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`routeError.${kind}.body`} />
      </p>
      <Button block onClick={() => window.location.reload()}>
        <FormattedMessage id="routeError.retry" />
      </Button>
      {/* A full load: the router that failed is not asked to go anywhere. */}
      <a className="btn btn--secondary btn--block" href="/">
        <FormattedMessage id="notFound.backHome" />
      </a>
    </section>
  );
}
