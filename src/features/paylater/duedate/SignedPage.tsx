import { FormattedMessage } from 'react-intl';
import type { PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { useRemote } from '@state/remote';
import { LoadFailed } from '@ui/LoadFailed';
import { PageTitle } from '@ui/PageTitle';
import { LoadingCard } from '@ui/Spinner';
import { SuccessCard } from '@ui/SuccessCard';
import { useFormat } from '@ui/useFormat';
import { PAYLATER_ERRORS } from '../state';
import { ChangeSummary, effectiveMessage } from './offer-text';
import { DUE_DATE_ROUTE, DUE_DATE_SIGNING_ROUTE, loadDueDate } from './state';
import '@ui/money.css';
import { LinkButton } from '@ui/LinkButton';

/**
 * /paylater/duedate/contract/signed: where /signed comes back after the due-date change's contract.
 * Signed: the success state (applied now, or the date it applies). Not signed (the provider's
 * page was left): the change still waits, and the way back to sign it.
 */
export default function DueDateSignedPage() {
  const { state, retry } = useRemote(loadDueDate, PAYLATER_ERRORS, 'paylater-duedate-signed');
  if (state.status === 'loading') return <LoadingCard />;
  if (state.status === 'failed') return <LoadFailed message={<FormattedMessage id="paylater.duedate.loadFailed" />} onRetry={retry} />;
  if (state.data.kind === 'inactive') return <LoadFailed message={<FormattedMessage id="paylater.duedate.inactive" />} onRetry={retry} />;
  return <Signed info={state.data.info} />;
}

function Signed({ info }: { info: PaylaterDueDateInfo }) {
  const format = useFormat();
  const pending = info.pending_change;
  if (pending?.state === 'AWAITING_SIGNATURE')
    return (
      <div className="money-page">
        <PageTitle>
          <FormattedMessage id="paylater.duedate.signed.unsignedTitle" />
        </PageTitle>
        <section className="card">
          <ChangeSummary change={pending} format={format} note={{ id: 'paylater.duedate.pending.unsigned' }} />
          <LinkButton to={DUE_DATE_SIGNING_ROUTE} messageId="paylater.duedate.pending.sign" block />
        </section>
      </div>
    );
  const change = pending ?? info.history.find((candidate) => candidate.state === 'APPLIED') ?? null;
  return (
    <div className="money-page">
      <SuccessCard title={<FormattedMessage id="paylater.duedate.signed.title" />}>
        {change ? <ChangeSummary change={change} format={format} note={effectiveMessage(change, format)} /> : null}
        <p>
          <FormattedMessage id="paylater.duedate.signed.dayNow" values={{ day: info.current_due_day }} />
        </p>
        <LinkButton to="/gopaylater/ab" messageId="paylater.backToPaylater" block />
        <LinkButton to={DUE_DATE_ROUTE} messageId="paylater.duedate.signed.more" variant="text" block />
      </SuccessCard>
    </div>
  );
}
