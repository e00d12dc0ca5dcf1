import { FormattedMessage } from 'react-intl';

/**
 * The neutral app frame: the header and an empty, screen-tall page (so the footer, when the real
 * page replaces this, starts below the fold and never blinks). What a signed-in reload or a deep
 * link shows while the app's code or the page's chunk arrives: the build renders it into
 * index.html for the first paint, and the router shows it while a lazy first page loads
 * (HydrateFallback), so the two look the same. It names the service as the sign-in page and the home
 * do (brand.account), and so does index.html's own fallback header (tests/unit/shell-frame.test.ts).
 */
export function BootFrame() {
  return (
    <div className="app" aria-busy="true">
      <header className="app-header">
        <img src="/icons/icon.svg" width="32" height="32" alt="" />
        <span>
          <FormattedMessage id="brand.account" />
        </span>
      </header>
      <main className="page">
        <div className="page-pending" />
      </main>
    </div>
  );
}
