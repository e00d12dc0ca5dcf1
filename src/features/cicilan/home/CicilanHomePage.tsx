import { FormattedMessage } from 'react-intl';
import { useRemote } from '@state/remote';
import { KeptBillCard, type KeptBillMessages } from '@ui/KeptBillCard';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { Spinner } from '@ui/Spinner';
import { CICILAN_ERRORS, loadCicilanHome } from '../state';
import { Dashboard } from './Dashboard';
import { EntryCard } from './EntryCard';
import '@ui/money.css';

const KEPT_BILL_MESSAGES: KeptBillMessages = {
  prefix: 'cicilan.offline',
  amountDue: 'cicilan.bill.amountDue',
  dueDate: 'cicilan.bill.dueDate',
  payoff: 'cicilan.bill.payoff',
};

/**
 * /gopaylater/cicilan: the instalment home once activated; before that, where the user's
 * application stands and the one step that leads on.
 */
export default function CicilanHomePage() {
  const { state, retry } = useRemote(loadCicilanHome, CICILAN_ERRORS, 'cicilan-home');
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.home.title" />
      </PageTitle>
      {state.status === 'loading' ? (
        <div className="card card--center">
          <Spinner />
        </div>
      ) : state.status === 'failed' ? (
        <LoadFailed message={<FormattedMessage id="cicilan.home.loadFailed" />} onRetry={retry} />
      ) : 'keptBill' in state.data ? (
        <KeptBillCard bill={state.data.keptBill} messages={KEPT_BILL_MESSAGES} repaymentRoute={'/cicilan/repayment'} onRetry={retry} />
      ) : 'profile' in state.data ? (
        <Dashboard profile={state.data.profile} />
      ) : (
        <EntryCard step={state.data.step} />
      )}
    </div>
  );
}
