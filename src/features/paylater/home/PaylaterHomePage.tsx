import { FormattedMessage } from 'react-intl';
import { useRemote } from '@state/remote';
import { KeptBillCard, type KeptBillMessages } from '@ui/KeptBillCard';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { PAYLATER_ERRORS, loadPaylaterHome } from '../state';
import { Dashboard } from './Dashboard';
import { EntryCard } from './EntryCard';
import '@ui/money.css';

const GOPAY_PLUS = '/paylater/gopay-plus';

const KEPT_BILL_MESSAGES: KeptBillMessages = {
  prefix: 'paylater.offline',
  amountDue: 'paylater.bill.amountDue',
  dueDate: 'paylater.bill.dueDate',
  payoff: 'paylater.bill.totalOwed',
};

/**
 * /gopaylater/ab: the pay-later home once activated; before that, where the user's application
 * stands and the one step that leads on (apply, review, SLIK, contract, or the rest period).
 */
export default function PaylaterHomePage() {
  const { state, retry } = useRemote(loadPaylaterHome, PAYLATER_ERRORS, 'paylater-home');
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.home.title" />
      </PageTitle>
      {state.status === 'loading' ? (
        <div className="card card--center">
          <Spinner />
        </div>
      ) : state.status === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="paylater.home.loadFailed" />} onRetry={retry} />
      ) : 'keptBill' in state.data ? (
        <KeptBillCard bill={state.data.keptBill} messages={KEPT_BILL_MESSAGES} repaymentRoute={'/paylater/repayment'} onRetry={retry} />
      ) : 'profile' in state.data ? (
        <Dashboard profile={state.data.profile} />
      ) : (
        // Before the contract, the GoPay Plus consent and verification (its page leads on to the contract).
        <EntryCard step={state.data.step.kind === 'sign-contract' ? { ...state.data.step, to: GOPAY_PLUS } : state.data.step} />
      )}
    </div>
  );
}
