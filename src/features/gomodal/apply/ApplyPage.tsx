import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { FIRST_LOAN_CASHBACK_MAX } from '@domain/gomodal/terms';
import { useRemote } from '@state/remote';
import { LoadingCard } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { forgetApplicationSend, loadApplyCheck } from './state';

/**
 * /gomodal/apply: the start of an application. The platform's apply check decides: a merchant who
 * may apply sees how it goes (and the first-loan cashback), any other is taken to the page of the
 * reason (identity first, the status of the application in progress, the ineligible screen...).
 */
export default function ApplyPage() {
  const navigate = useNavigate();
  const format = useFormat();
  const { state, retry } = useRemote(loadApplyCheck, null, 'gomodal-apply');
  const blockedRoute = state.status === 'ready' && state.data.blocker !== null ? state.data.route : null;
  useEffect(() => {
    if (blockedRoute) navigate(blockedRoute, { replace: true });
  }, [blockedRoute, navigate]);
  // The platform lets the merchant apply again: the device's record of the last application sent
  // (which sends its pages to that application's status) is done with.
  const mayApply = state.status === 'ready' && state.data.blocker === null;
  useEffect(() => {
    if (mayApply) forgetApplicationSend();
  }, [mayApply]);
  return (
    <GomodalPage titleId="gomodal.apply.title">
      <Loaded state={state} retry={retry}>
        {(check) =>
          check.blocker !== null ? (
            <LoadingCard />
          ) : (
            <MessageCard
              headingId="gomodal.apply.heading"
              textIds={['gomodal.apply.text']}
              actions={[{ to: GOMODAL_ROUTES.loanApply, messageId: 'gomodal.apply.start', primary: true }]}
            >
              <ol className="gomodal-steps">
                <li>
                  <FormattedMessage id="gomodal.apply.step.form" />
                </li>
                <li>
                  <FormattedMessage id="gomodal.apply.step.confirm" />
                </li>
                <li>
                  <FormattedMessage id="gomodal.apply.step.sign" />
                </li>
                <li>
                  <FormattedMessage id="gomodal.apply.step.disburse" />
                </li>
                <li>
                  <FormattedMessage id="gomodal.apply.step.repay" />
                </li>
              </ol>
              {check.firstLoan ? (
                <p className="notice">
                  <FormattedMessage id="gomodal.apply.cashback" values={{ max: format.money(FIRST_LOAN_CASHBACK_MAX) }} />
                </p>
              ) : null}
            </MessageCard>
          )
        }
      </Loaded>
    </GomodalPage>
  );
}
