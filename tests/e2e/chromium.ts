/** Debian's Chromium, started the way this machine's closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 (Debian 156.0.8078.108) builds its omnibox popup as a WebUI page in a renderer of
 * its own for every window, headless included: some 400 chrome:// module requests per browser
 * context, on the same 2 cores as the page under test (the bench's usable sign-in form: 1.57 s with
 * it, 1.07 s without). Chromium keeps only the last --disable-features, so this list restates
 * the features Playwright disables itself (playwright-core's chromiumSwitches) after its own.
 */
const DISABLED_FEATURES = [
  // Playwright's own list (playwright-core 1.64)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // The omnibox's WebUI popup and the preloading of such top-chrome pages
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
