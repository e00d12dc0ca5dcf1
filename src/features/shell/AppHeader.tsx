import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandOfPage } from '@domain/brand';
import { partnerAppHomeLink } from '@domain/partner-frame';
import { usePartnerFrame } from '@state/partner-frame';

/** The router keeps the entry's index in history.state: 0 is the first page of this visit. */
function isFirstEntry(): boolean {
  const state: unknown = window.history.state;
  return !(state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' && state.idx > 0);
}

/**
 * The top of every page. In a browser or the installed app: the app's mark and the name of the
 * product the page belongs to. Inside a partner app, whose own bar already shows its name and
 * account: a compact bar with a back button (to the page before, or the partner app's home from
 * the first page) and the product's name, nothing that repeats the partner's.
 */
export function AppHeader() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const partner = usePartnerFrame();
  const brand = <FormattedMessage id={`brand.${brandOfPage(pathname, search)}`} />;
  if (!partner) {
    return (
      <header className="app-header">
        <img src="/icons/icon.svg" width="32" height="32" alt="" />
        <span>{brand}</span>
      </header>
    );
  }
  const back = (): void => {
    if (!isFirstEntry()) {
      navigate(-1);
      return;
    }
    const partnerHome = partnerAppHomeLink(partner);
    if (partnerHome) window.location.assign(partnerHome);
    else navigate('/', { replace: true });
  };
  return (
    <header className="app-header app-header--partner">
      <button type="button" className="app-header__back" onClick={back} aria-label={intl.formatMessage({ id: 'shell.back' })}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <span>{brand}</span>
    </header>
  );
}
