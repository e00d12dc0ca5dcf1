import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DueDateOffer, PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { trackEvent } from '@state/analytics';
import { Card } from '@ui/Card';
import { DetailList } from '@ui/DetailList';
import { PageTitle } from '@ui/PageTitle';
import { useFormat } from '@ui/useFormat';
import { useChangeChoice } from '../change-choice';
import { PAYLATER_REPAYMENT_ROUTE } from '../page-links';
import { ConfirmDueDate } from './ConfirmDueDate';
import { DueDateData } from './DueDateData';
import { OfferPicker } from './OfferPicker';
import { PendingChange } from './PendingChange';
import { cancelDueDateChange, chooseDueDateChange, DUE_DATE_SIGNING_ROUTE, EXTENDED_PERIOD_ROUTE } from './state';
import '@ui/money.css';
import '../plans/plans.css';
import './duedate.css';
import { LinkButton } from '@ui/LinkButton';

/**
 * /paylater/duedate ("due date change"): how a change works, the due day and lender now, the
 * change waiting for a signature or for its time, the changes offered (due day, limit, lender), the
 * confirm step; then the contract is signed and /signed comes to /paylater/duedate/contract/signed.
 */
export default function DueDatePage() {
  // The analytics page name of document 2, section 2.
  useEffect(() => trackEvent('due_date_change_viewed', { page: 'due_date_change' }), []);
  return (
    <div className="money-page">
      <PageTitle>
        <FormattedMessage id="paylater.duedate.title" />
      </PageTitle>
      <DueDateData loadKey="paylater-duedate">{(info) => <DueDate initial={info} />}</DueDateData>
      <LinkButton to="/gopaylater/ab" messageId="paylater.backToPaylater" variant="text" block />
    </div>
  );
}

function offersOf(info: PaylaterDueDateInfo): DueDateOffer[] {
  const lender = info.new_lender;
  const lenderOffer: DueDateOffer[] = lender
    ? [
        {
          id: lender.offer_id,
          type: 'lender_change',
          effective: lender.effective,
          due_day: null,
          credit_limit: null,
          lender: lender.name,
          extra_days: 0,
          extension_cost: 0,
          first_due_date: null,
        },
      ]
    : [];
  return [...info.forced_plan_changes, ...info.due_date_changes, ...info.max_limit_changes, ...lenderOffer];
}

function DueDate({ initial }: { initial: PaylaterDueDateInfo }) {
  const format = useFormat();
  const { info, selected, setSelected, confirming, setConfirming, busy, cancelled, confirm, cancel } = useChangeChoice({
    draftFlow: 'paylater-duedate-choice',
    initial,
    choose: chooseDueDateChange,
    // As the plans' cancel: the answer is the page's new data (the due day in force, no change open).
    cancelChange: cancelDueDateChange,
    signingRoute: DUE_DATE_SIGNING_ROUTE,
  });
  const offers = offersOf(info);
  const offer = offers.find((candidate) => candidate.id === selected) ?? null;
  const pending = info.pending_change;

  if (confirming && offer)
    return (
      <ConfirmDueDate
        info={info}
        offer={offer}
        forced={info.forced_plan_changes.includes(offer)}
        busy={busy}
        onConfirm={() => void confirm(offer.id)}
        onBack={() => setConfirming(false)}
      />
    );

  return (
    <>
      <Card title={<FormattedMessage id="paylater.duedate.education.title" />}>
        <ul className="duedate-points">
          <li>
            <FormattedMessage id="paylater.duedate.education.day" />
          </li>
          <li>
            <FormattedMessage id="paylater.duedate.education.when" />
          </li>
          <li>
            <FormattedMessage id="paylater.duedate.education.signing" />
          </li>
        </ul>
        <DetailList
          rows={[
            {
              key: 'day',
              label: <FormattedMessage id="paylater.duedate.now.day" />,
              value: <FormattedMessage id="paylater.duedate.dayOfMonth" values={{ day: info.current_due_day }} />,
            },
            { key: 'limit', label: <FormattedMessage id="paylater.duedate.now.limit" />, value: format.money(info.credit_limit) },
            { key: 'lender', label: <FormattedMessage id="paylater.duedate.now.lender" />, value: info.lender },
          ]}
        />
        <LinkButton to={EXTENDED_PERIOD_ROUTE} messageId="paylater.duedate.extended.link" variant="secondary" block />
      </Card>
      {/* Always in the page so screen readers hear it; shown once there is something to say. */}
      <p className={cancelled ? 'notice' : 'visually-hidden'} role="status">
        {cancelled ? <FormattedMessage id="paylater.duedate.cancel.done" values={{ day: info.current_due_day }} /> : null}
      </p>
      {pending ? <PendingChange change={pending} currentDay={info.current_due_day} busy={busy} onCancel={() => void cancel()} /> : null}
      {info.overdue_amount > 0 ? (
        // The platform refuses every change while a bill is overdue: said before the choice, with the way on.
        <Card title={<FormattedMessage id="paylater.duedate.overdue.title" />}>
          <p>
            <FormattedMessage
              id="paylater.duedate.overdue.body"
              values={{ amount: <strong>{format.money(info.overdue_amount)}</strong> }}
            />
          </p>
          <LinkButton to={PAYLATER_REPAYMENT_ROUTE} messageId="paylater.duedate.overdue.pay" block />
        </Card>
      ) : offers.length === 0 ? (
        <Card title={<FormattedMessage id="paylater.duedate.none.title" />}>
          <p>
            <FormattedMessage id="paylater.duedate.none.body" />
          </p>
        </Card>
      ) : (
        <OfferPicker
          offers={offers}
          forced={info.forced_plan_changes.map((candidate) => candidate.id)}
          selected={selected}
          onSelect={setSelected}
          onContinue={() => setConfirming(true)}
        />
      )}
    </>
  );
}
