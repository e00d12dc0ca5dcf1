import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { RepaymentDues } from '@domain/contract/lending-catchup';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import type { VaBank } from '@domain/lending/banks';
import type { CatchupType } from '@domain/lending/catchup';
import type { VaState } from '@domain/lending/virtual-account';
import { Button } from '@ui/Button';
import { useUiText } from '@ui/UiTextView';
import { BankField } from '@ui/lending/va/BankField';
import type { RepaymentTarget } from '@worker/repayment/contract';
import { CatchupTypeField } from './CatchupTypeField';
import { chosenAmount, initialCatchupType, partialAmountMessage, repaymentPath, type AmountMessage } from './repayment-view';
import { repaymentRefusalOf } from './refusal';
import { openVirtualAccount } from './state';
import { WindowNotice } from './WindowNotice';

interface RepaymentFormProps {
  target: RepaymentTarget;
  orderId: string | null;
  dues: RepaymentDues;
  language: Language;
  /** Why the last VA is not shown (expired, denied...), or null. */
  previous: VaState | null;
  /** An ACTIVE VA exists and will be cancelled by the new one. */
  replacesActive: boolean;
  /** The ?type= of the link that led here, and the last VA's choices, to start from. */
  requestedType: string | null;
  previousBank: VaBank | null;
}

/** Choose what to pay and the bank, then open the VA; each refusal is said where it applies. */
export function RepaymentForm({
  target,
  orderId,
  dues,
  language,
  previous,
  replacesActive,
  requestedType,
  previousBank,
}: RepaymentFormProps) {
  const intl = useIntl();
  const renderText = useUiText();
  const navigate = useNavigate();
  // An order's early repayment is there to settle the order: "in full" unless the link said otherwise.
  const [type, setType] = useState<CatchupType | null>(() =>
    initialCatchupType(dues.options, requestedType ?? (dues.scope === 'CICILAN_ORDER' ? 'ALL_DUES' : null)),
  );
  const [bank, setBank] = useState<VaBank | null>(previousBank);
  const [partialDigits, setPartialDigits] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverAmountMessage, setServerAmountMessage] = useState<AmountMessage | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const message = (value: AmountMessage | null): string | null =>
    value ? intl.formatMessage({ id: value.messageId }, value.values) : null;
  // Said as it is typed (once there is something), or after a submit with nothing typed.
  const partialMessage =
    type !== 'PARTIAL'
      ? null
      : partialDigits === ''
        ? submitted
          ? intl.formatMessage({ id: 'repayment.partial.required' })
          : null
        : (message(serverAmountMessage) ?? message(partialAmountMessage(partialDigits, dues)));
  const typeError = submitted && !type ? intl.formatMessage({ id: 'repayment.typeRequired' }) : null;
  const bankError = submitted && !bank ? intl.formatMessage({ id: 'lending.bank.required' }) : null;
  // The total is only said for an amount that can be paid.
  const amount = partialMessage ? null : chosenAmount(dues.options, type, partialDigits);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (!type || !bank || (type === 'PARTIAL' && (partialDigits === '' || partialAmountMessage(partialDigits, dues)))) return;
    setBusy(true);
    try {
      const result = await openVirtualAccount(target, dues, {
        catchupType: type,
        bankName: bank,
        amount: type === 'PARTIAL' ? partialDigits : '0',
      });
      if (result.ok) {
        navigate(repaymentPath(target.product, 'va', orderId));
        return;
      }
      const { failure } = result;
      switch (failure.kind) {
        case 'amount':
          setServerAmountMessage(failure.message);
          return;
        case 'pending':
          navigate(repaymentPath(target.product, 'va', orderId));
          return;
        case 'freeze':
          setAlert(intl.formatMessage({ id: 'repayment.error.VA_FREEZE_PERIOD' }));
          return;
        case 'nothing-due':
          setAlert(intl.formatMessage({ id: 'repayment.error.REPAYMENT_NOTHING_DUE' }));
          return;
        case 'offline':
          setAlert(intl.formatMessage({ id: 'repayment.create.offline' }));
          return;
        case 'other': {
          const refusal = repaymentRefusalOf(failure.error, target.product);
          if (refusal) setAlert(renderText(refusal));
          return;
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="repayment-form" onSubmit={submit} noValidate>
      {/* Closed now: said first, before anything is chosen; the hours otherwise go by the button. */}
      {dues.vaWindow.open ? null : <WindowNotice window={dues.vaWindow} language={language} />}
      {previous ? (
        <p className="repayment-notice repayment-notice--warning" data-testid="previous-va-state">
          <FormattedMessage id={`repayment.lastVa.${previous}`} />
        </p>
      ) : null}
      <CatchupTypeField
        options={dues.options}
        value={type}
        onChange={(next) => {
          setType(next);
          setServerAmountMessage(null);
        }}
        partial={dues.partial}
        partialDigits={partialDigits}
        onPartialChange={(digits) => {
          setPartialDigits(digits);
          setServerAmountMessage(null);
        }}
        partialError={partialMessage}
        typeError={typeError}
        isOrder={dues.scope === 'CICILAN_ORDER'}
      />
      <BankField value={bank} onChange={setBank} error={bankError} />
      {dues.vaWindow.open ? <WindowNotice window={dues.vaWindow} language={language} /> : null}
      {replacesActive ? (
        <p className="repayment-notice">
          <FormattedMessage id="repayment.create.replaces" />
        </p>
      ) : null}
      <p className="repayment-alert" role="alert">
        {alert}
      </p>
      {amount !== null && amount > 0 ? (
        <p className="repayment-form__total">
          <FormattedMessage id="lending.va.total" values={{ amount: <strong>{formatRupiah(amount)}</strong> }} />
        </p>
      ) : null}
      <Button type="submit" block loading={busy} disabled={!dues.vaWindow.open}>
        <FormattedMessage id="lending.va.create" />
      </Button>
    </form>
  );
}
