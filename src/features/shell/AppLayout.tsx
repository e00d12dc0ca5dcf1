import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useNavigate } from 'react-router-dom';
import { Flash } from '@ui/Flash';
import { LoadingOverlay } from '@ui/Spinner';
import { Toast } from '@ui/Toast';
import { registerNavigator } from '@state/navigation';
import { useOfflineNoticeShown } from '@state/offline-notice';
import { clearFlash, dismissToast } from '@state/notify';
import { flashMessageAtom, showLoadingSpinnerAtom, toastMessageAtom } from '@state/ui';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { GenericErrorDialog } from './GenericErrorDialog';
import { flashBesideOfflineNotice } from './offline-flash';
import { OfflineNotice } from './OfflineNotice';
import { PageViewTracker } from './PageViewTracker';
import { RouteChange } from './RouteChange';
import { StorageNotice } from './StorageNotice';

/** The frame of every page: the header, messages, the page, the footer and the global overlays. */
export function AppLayout() {
  const navigate = useNavigate();
  const flash = flashBesideOfflineNotice(useAtomValue(flashMessageAtom), useOfflineNoticeShown());
  const toast = useAtomValue(toastMessageAtom);
  const spinner = useAtomValue(showLoadingSpinnerAtom);
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <AppHeader />
      <Toast toast={toast} onDismiss={dismissToast} />
      <main id="main" className="page" tabIndex={-1}>
        <OfflineNotice />
        <StorageNotice />
        <Flash message={flash} onDismiss={clearFlash} />
        <Outlet />
      </main>
      <Footer />
      <GenericErrorDialog />
      <PageViewTracker />
      <RouteChange />
      {spinner ? <LoadingOverlay /> : null}
    </div>
  );
}
