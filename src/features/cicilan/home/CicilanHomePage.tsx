import { FormattedMessage } from 'react-intl';
import { useRemote } from '@state/remote';
import { KeptBillCard, type KeptBillMessages } from '@ui/KeptBillCard';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
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
const isKeptHome = (home: object): boolean => 'keptBill' in home;

export default function CicilanHomePage() {
  const { state, retry } = useRemote(loadCicilanHome, CICILAN_ERRORS, 'cicilan-home', isKeptHome);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="cicilan.home.title" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="cicilan.home.loadFailed" />}>
        {(home) =>
          'keptBill' in home ? (
            <KeptBillCard bill={home.keptBill} messages={KEPT_BILL_MESSAGES} repaymentRoute={'/cicilan/repayment'} onRetry={retry} />
          ) : 'profile' in home ? (
            <Dashboard profile={home.profile} />
          ) : (
            <EntryCard step={home.step} />
          )
        }
      </RemoteContent>
    </div>
  );
}
