import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RepaymentDues } from '@domain/contract/lending-catchup';
import { repaymentRoute, submissionDetailRoute } from '@domain/gomodal/routes';
import { previousVaNotice } from '@domain/gomodal/virtual-account';
import type { VaBank } from '@domain/lending/banks';
import type { CatchupType } from '@domain/lending/catchup';
import { clockOffsetMs } from '@domain/lending/countdown';
import { isVaWatched } from '@domain/lending/va-watch';
import type { UiText } from '@state/ui';
import { useAnswer } from '@state/use-answer';
import { useVaWatch } from '@state/use-va-watch';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { AmountField } from '@ui/AmountField';
import { Button } from '@ui/Button';
import { DetailList } from '@ui/DetailList';
import { FormRefusal } from '@ui/FormRefusal';
import { BankField } from '@ui/lending/va/BankField';
import { useFieldMessageTiming, useRefusedSubmit } from '@ui/form-validation';
import { useFormat } from '@ui/useFormat';
import { ActionLinks } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { openVirtualAccount, partialAmountIssue, repaymentAnswer } from './state';
import { presentGomodalFailure } from '../state';
import { vaErrorRoute } from './catchup-routes';
import { VaPanel } from './VaPanel';

/**
 * /gomodal/submission/repayment?id=[&new=1]: pay the loan by VA (catch-up), the way pay-later and
 * cicilan are paid. An open VA is shown to pay (new=1: choose again), again after a reload or a
 * return from the banking app, and watched while the page is in view (useVaWatch), so a payment shows
 * "received" by itself, with where to see it; otherwise the amount (overdue, this month, everything,
 * or a custom amount from 50,000 to what is outstanding) and one of the five banks, and one press
 * opens it (no confirmation page in between: the choice and its total are on this page). Offline,
 * the VA this device kept, "as of" its time.
 */
export default function CatchupPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const wantsNew = params.get('new') === '1';
  // Just opened by the chooser's button: the VA's heading takes the focus the pressed button had.
  const justOpened = (useLocation().state as { focusVa?: boolean } | null)?.focusVa === true;
  const answer = useAnswer(repaymentAnswer, id, presentGomodalFailure);
  const va = answer.state.value?.virtualAccount ?? null;
  const watching = answer.state.source === 'live' && va !== null && isVaWatched(va.state);
  useVaWatch(watching, () => repaymentAnswer.refresh(id));
  // The VA this page showed open: once paid, the page says so (one paid before this visit is history).
  const [shownOpen, setShownOpen] = useState<string | null>(null);
  useEffect(() => {
    if (va && isVaWatched(va.state)) setShownOpen(va.id);
  }, [va]);
  const live = answer.state.source === 'live';
  const offsetMs = live && answer.state.value ? clockOffsetMs(answer.state.value.dues.asOf, answer.state.receivedAt ?? Date.now()) : null;
  // "Check payment status": read again; still waiting for the payment when the VA is still open.
  const check = async (): Promise<boolean> => (await repaymentAnswer.refresh(id)).value?.virtualAccount?.state === 'ACTIVE';
  return (
    <GomodalPage titleId="gomodal.repayment.title">
      <KeptNoticeOf state={answer.state} />
      <Loaded state={answer.remote} retry={answer.retry}>
        {({ dues, virtualAccount }) => {
          if (virtualAccount && (virtualAccount.state === 'PENDING' || (virtualAccount.state === 'ACTIVE' && !wantsNew)))
            return <VaPanel va={virtualAccount} submissionId={id} offsetMs={offsetMs} onCheck={check} takeFocus={justOpened} />;
          // Paid while this page showed it: said so, with where to see it.
          if (virtualAccount?.state === 'PAID' && virtualAccount.id === shownOpen)
            return <VaPanel va={virtualAccount} submissionId={id} offsetMs={offsetMs} onCheck={check} />;
          const previous = previousVaNotice(virtualAccount, dues.asOf);
          return (
            <>
              {previous ? (
                <p className={previous === 'PAID' ? 'notice gomodal-notice--success' : 'notice'} role="status">
                  <FormattedMessage id={`gomodal.va.previous.${previous}`} />
                </p>
              ) : null}
              <Chooser submissionId={id} dues={dues} />
            </>
          );
        }}
      </Loaded>
    </GomodalPage>
  );
}

function Chooser({ submissionId, dues }: { submissionId: string; dues: RepaymentDues }) {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const [type, setType] = useState<CatchupType | null>(
    dues.options.find((option) => option.catchupType === 'CURRENT_DUES')?.catchupType ?? dues.options[0]?.catchupType ?? null,
  );
  const [bank, setBank] = useState<VaBank | null>(null);
  const [digits, setDigits] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UiText | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useRefusedSubmit(formRef);
  const tried = refused.submitted;
  // The amount's rule speaks once the field is left (or the button was pressed), never mid-typing.
  const amountTiming = useFieldMessageTiming(digits, tried);
  if (dues.options.length === 0) {
    return (
      <MessageCard
        headingId="gomodal.repayment.nothing.heading"
        textIds={['gomodal.repayment.nothing.text']}
        actions={[{ to: submissionDetailRoute(submissionId), messageId: 'gomodal.card.action.details' }]}
        tone="success"
      />
    );
  }
  const issue = type === 'PARTIAL' && amountTiming.show ? partialAmountIssue(digits, dues) : null;
  const amountError = issue
    ? intl.formatMessage(
        { id: issue.messageId },
        Object.fromEntries(
          Object.entries(issue.values).map(([name, value]) => [name, typeof value === 'number' ? format.money(value) : value]),
        ),
      )
    : null;
  // What the press will ask the bank for, said above the button once it can be paid.
  const total =
    type === 'PARTIAL'
      ? partialAmountIssue(digits, dues) === null && digits !== ''
        ? Number(digits)
        : null
      : (dues.options.find((option) => option.catchupType === type)?.amount ?? null);
  const submit = async () => {
    const wrongAmount = type === 'PARTIAL' && partialAmountIssue(digits, dues) !== null;
    // Never a dead button: what is missing is marked and the first of it focused.
    if (!type || !bank || wrongAmount) {
      refused.refuse(Number(wrongAmount) + Number(!bank));
      return;
    }
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const outcome = await openVirtualAccount(submissionId, { catchupType: type, bankName: bank, amount: digits });
    setBusy(false);
    // Open: the page shows it (the address without new=1, which a reload keeps), its heading focused.
    if (outcome.ok) navigate(repaymentRoute(submissionId), { replace: true, state: { focusVa: true } });
    else if (outcome.reason !== 'general') navigate(vaErrorRoute(submissionId, outcome.reason), { replace: true });
    else setRefusal(outcome.refusal);
  };
  return (
    <form
      ref={formRef}
      className="card gomodal-repayment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DetailList
        rows={[
          {
            key: 'due',
            label: intl.formatMessage({ id: 'gomodal.loan.amountDue' }),
            value: format.money(dues.overdue + dues.current),
            emphasis: true,
          },
          ...(dues.dueDate
            ? [{ key: 'date', label: intl.formatMessage({ id: 'gomodal.loan.dueDate' }), value: format.date(dues.dueDate) }]
            : []),
          // What the overdue catch-up pays: past due, its late fees, and this window's missed deductions (not all past due).
          { key: 'overdue', label: intl.formatMessage({ id: 'gomodal.repayment.behind' }), value: format.money(dues.overdue) },
          { key: 'payoff', label: intl.formatMessage({ id: 'gomodal.loan.payoff' }), value: format.money(dues.payoff) },
        ]}
      />
      {!dues.vaWindow.open ? (
        <p className="notice" role="status">
          <FormattedMessage
            id={dues.vaWindow.freezeDay ? 'gomodal.va.closedFreezeDay' : 'gomodal.va.closed'}
            values={{ opensAt: format.dateTime(dues.vaWindow.opensAt) }}
          />
        </p>
      ) : null}
      <fieldset className="gomodal-choice">
        <legend>
          <FormattedMessage id="gomodal.repayment.type" />
        </legend>
        {dues.options.map((option) => (
          <label key={option.catchupType} className="gomodal-option">
            <input type="radio" name="type" checked={type === option.catchupType} onChange={() => setType(option.catchupType)} />
            <span className="gomodal-option__body">
              <strong>
                <FormattedMessage id={`gomodal.repayment.catchup.${option.catchupType}`} />
              </strong>
              <span className="gomodal-option__hint">
                {option.catchupType === 'PARTIAL' ? (
                  <FormattedMessage
                    id="gomodal.repayment.partialHint"
                    values={{ min: format.money(dues.partial?.min ?? 50_000), max: format.money(dues.partial?.max ?? dues.payoff) }}
                  />
                ) : (
                  format.money(option.amount)
                )}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {type === 'PARTIAL' ? (
        <AmountField
          label={intl.formatMessage({ id: 'gomodal.repayment.amount' })}
          digits={digits}
          onChange={setDigits}
          error={amountError}
          onFocus={amountTiming.onFocus}
          onBlur={amountTiming.onBlur}
        />
      ) : null}
      <BankField value={bank} onChange={setBank} error={tried && !bank ? intl.formatMessage({ id: 'lending.bank.required' }) : null} />
      {total !== null && total > 0 ? (
        <p className="repayment-form__total">
          <FormattedMessage id="lending.va.total" values={{ amount: <strong>{format.money(total)}</strong> }} />
        </p>
      ) : null}
      <FormRefusal text={refusal} id="gomodal-va-refusal" />
      <Button type="submit" block loading={busy} disabled={!dues.vaWindow.open}>
        <FormattedMessage id="lending.va.create" />
      </Button>
      <ActionLinks actions={[{ to: submissionDetailRoute(submissionId), messageId: 'gomodal.card.action.details' }]} />
    </form>
  );
}
