import { FormattedMessage } from 'react-intl';
import { useRemote } from '@state/remote';
import { KeptBillCard, type KeptBillMessages } from '@ui/KeptBillCard';
import { PageTitle } from '@ui/PageTitle';
import { RemoteContent } from '@ui/RemoteContent';
import { PAYLATER_ERRORS, loadPaylaterHome } from '../state';
import { Dashboard } from './Dashboard';
import { EntryCard } from './EntryCard';
import '@ui/money.css';

const KEPT_BILL_MESSAGES: KeptBillMessages = {
  prefix: 'paylater.offline',
  amountDue: 'paylater.bill.amountDue',
  dueDate: 'paylater.bill.dueDate',
  payoff: 'paylater.bill.totalOwed',
};

/**
 * /gopaylater/ab: the pay-later home once activated; before that, where the user's application
 * stands and the one step that leads on (apply, review, SLIK, the GoPay Plus consent before the
 * contract, or the rest period).
 */
const isKeptHome = (home: object): boolean => 'keptBill' in home;

export default function PaylaterHomePage() {
  const { state, retry } = useRemote(loadPaylaterHome, PAYLATER_ERRORS, 'paylater-home', isKeptHome);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.home.title" />
      </PageTitle>
      <RemoteContent state={state} onRetry={retry} failedMessage={<FormattedMessage id="paylater.home.loadFailed" />}>
        {(home) =>
          'keptBill' in home ? (
            <KeptBillCard bill={home.keptBill} messages={KEPT_BILL_MESSAGES} repaymentRoute={'/paylater/repayment'} onRetry={retry} />
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
