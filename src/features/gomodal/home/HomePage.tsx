import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { GOMODAL_ROUTES, requestCallbackRoute } from '@domain/gomodal/routes';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { LoadingCard } from '@ui/Spinner';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { loanSummary } from './state';
import { presentGomodalFailure } from '../state';
import { homeLayout } from './card-view';
import { HomeCard } from './HomeCard';
import { LimitCard } from './LimitCard';
import { type PageLink, PageLinks } from '@ui/PageLinks';

/** Under the loan home: the cleared submissions, a call back, contact, and the platform's home. */
const HOME_LINKS: readonly PageLink[] = [
  { to: GOMODAL_ROUTES.completedSubmissions, messageId: 'gomodal.nav.cleared' },
  { to: requestCallbackRoute(true), messageId: 'gomodal.nav.callback' },
  { to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' },
  { to: '/', messageId: 'gomodal.nav.platformHome' },
];

/**
 * /gomodal/home: the loan's card in its state (document 3, section 4) and the offer when the
 * merchant may apply; a merchant with neither is taken to the page of the reason. Offline, the card as
 * this device last saw it, "as of" its time.
 */
export default function HomePage() {
  const navigate = useNavigate();
  const summary = useAnswer(loanSummary, 'summary', presentGomodalFailure);
  const state = summary.remote;
  const layout = state.status === 'ready' ? homeLayout(state.data) : null;
  const elsewhere = layout?.kind === 'elsewhere' ? layout.route : null;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);
  return (
    <GomodalPage titleId="gomodal.home.title" home={false}>
      <KeptNoticeOf state={summary.state} />
      <Loaded state={state} retry={summary.retry}>
        {(data) =>
          layout?.kind !== 'home' ? (
            <LoadingCard />
          ) : (
            <>
              {layout.card ? <HomeCard view={layout.card} summary={data} /> : null}
              {layout.showLimit && data.maxPrincipal !== null ? (
                <LimitCard maxPrincipal={data.maxPrincipal} cashback={data.firstLoanCashback ?? null} />
              ) : null}
            </>
          )
        }
      </Loaded>
      <PageLinks labelId="gomodal.nav.label" links={HOME_LINKS} />
    </GomodalPage>
  );
}
