import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { GOMODAL_ROUTES, requestCallbackRoute } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import { Spinner } from '@ui/Spinner';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { loadLoanSummary } from '../state';
import { homeLayout } from './card-view';
import { HomeCard } from './HomeCard';
import { LimitCard } from './LimitCard';

/**
 * /gomodal/home: the loan's card in its state (document 3, section 4) and the offer when the
 * merchant may apply; a merchant with neither is taken to the page of the reason.
 */
export default function HomePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { state, retry } = useRemote(loadLoanSummary, null, 'gomodal-home');
  const layout = state.status === 'ready' ? homeLayout(state.data) : null;
  const elsewhere = layout?.kind === 'elsewhere' ? layout.route : null;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);
  return (
    <GomodalPage titleId="gomodal.home.title" home={false}>
      <Loaded state={state} retry={retry}>
        {(summary) =>
          layout?.kind !== 'home' ? (
            <div className="card card--center">
              <Spinner />
            </div>
          ) : (
            <>
              {layout.card ? <HomeCard view={layout.card} summary={summary} /> : null}
              {layout.showLimit && summary.maxPrincipal !== null ? <LimitCard maxPrincipal={summary.maxPrincipal} /> : null}
            </>
          )
        }
      </Loaded>
      <nav className="page-links" aria-label={intl.formatMessage({ id: 'gomodal.nav.label' })}>
        <Link className="btn btn--text btn--block" to={GOMODAL_ROUTES.completedSubmissions}>
          <FormattedMessage id="gomodal.nav.cleared" />
        </Link>
        <Link className="btn btn--text btn--block" to={requestCallbackRoute(true)}>
          <FormattedMessage id="gomodal.nav.callback" />
        </Link>
        <Link className="btn btn--text btn--block" to={GOMODAL_ROUTES.contact}>
          <FormattedMessage id="gomodal.nav.contact" />
        </Link>
        <Link className="btn btn--text btn--block" to="/">
          <FormattedMessage id="gomodal.nav.platformHome" />
        </Link>
      </nav>
    </GomodalPage>
  );
}
