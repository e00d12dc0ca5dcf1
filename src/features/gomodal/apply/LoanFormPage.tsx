import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GomodalOffer } from '@domain/contract/gomodal';
import { APPLICATION_STEP_ROUTES, isLoanStepDone } from '@domain/gomodal/application';
import { availableTenures, gomodalQuote } from '@domain/gomodal/pricing';
import { checkPrincipal, parsePrincipal } from '@domain/gomodal/principal';
import { purposeLabelKey } from '@domain/gomodal/purposes';
import { promotedQuote } from '@domain/gomodal/quote';
import { AmountField } from '@ui/AmountField';
import { Button } from '@ui/Button';
import { MissingFieldsStatus, useFieldMessageTiming, useRefusedSubmit } from '@ui/form-validation';
import { Select } from '@ui/Select';
import { useFormat } from '@ui/useFormat';
import { LoadedPage } from '../parts/LoadedPage';
import { loadOffer } from './state';
import { QuoteView } from './QuoteView';
import { useApplicationDraft } from './useApplicationDraft';

/** /gomodal/loan/apply: amount, purpose and tenor, with the instalment and daily deduction as they are typed. */
export default function LoanFormPage() {
  return (
    <LoadedPage titleId="gomodal.loanForm.title" load={loadOffer} readKey="gomodal-offer">
      {(offer) => <LoanForm offer={offer} />}
    </LoadedPage>
  );
}

function LoanForm({ offer }: { offer: GomodalOffer }) {
  const intl = useIntl();
  const format = useFormat();
  const draft = useApplicationDraft('loan');
  const { value, update } = draft;
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useRefusedSubmit(formRef);
  const tried = refused.submitted;
  const bounds = { min: offer.minPrincipal, max: offer.maxPrincipal };
  const principal = parsePrincipal(value.principal);
  const issue = value.principal === '' ? null : checkPrincipal(value.principal, bounds);
  // The amount's rule speaks once the field is left (or Next was pressed), never mid-typing.
  const amountTiming = useFieldMessageTiming(value.principal, tried);
  const amountOk = principal !== null && issue === null;
  const tenures = amountOk ? availableTenures(principal, offer.tenures) : [];

  // A tenor the new amount no longer allows is dropped; the offer's type is the one applied for.
  const tenureGone = value.tenure !== null && amountOk && !tenures.includes(value.tenure);
  useEffect(() => {
    if (tenureGone) update((current) => ({ ...current, tenure: null }));
  }, [tenureGone, update]);
  useEffect(() => {
    if (draft.status === 'ready' && value.offerType !== offer.offerType) update((current) => ({ ...current, offerType: offer.offerType }));
  }, [draft.status, value.offerType, offer.offerType, update]);

  const amountError = !amountTiming.show
    ? null
    : issue
      ? intl.formatMessage(
          { id: issue.messageId },
          { amount: typeof issue.values?.amount === 'number' ? format.money(issue.values.amount) : '' },
        )
      : value.principal === ''
        ? intl.formatMessage({ id: 'gomodal.loanForm.principalRequired' })
        : null;
  // Every promotion the loan will apply (the first loan's cashback), as its schedule will collect it.
  const quote =
    amountOk && value.tenure !== null && tenures.includes(value.tenure)
      ? promotedQuote(principal, value.tenure, offer.firstLoanCashback)
      : null;
  const done = isLoanStepDone({ ...value, offerType: offer.offerType }, bounds);

  // What is still missing, for the live count beside Next (the amount first, as on screen).
  const missing = [!amountOk, value.purpose === '', !amountOk || value.tenure === null].filter(Boolean).length;
  const next = () => {
    if (done) void draft.goOn(APPLICATION_STEP_ROUTES.bank);
    else refused.refuse(missing);
  };

  return (
    <form
      ref={formRef}
      className="card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <AmountField
        label={intl.formatMessage({ id: 'gomodal.loanForm.principal' })}
        digits={value.principal}
        onChange={(digits) => update((current) => ({ ...current, principal: digits }))}
        error={amountError}
        mandatory
        onFocus={amountTiming.onFocus}
        onBlur={amountTiming.onBlur}
        hint={intl.formatMessage(
          { id: 'gomodal.loanForm.principalHint' },
          { min: format.money(offer.minPrincipal), max: format.money(offer.maxPrincipal) },
        )}
        disabled={!draft.ready}
      />
      <Select
        label={intl.formatMessage({ id: 'gomodal.loanForm.purpose' })}
        options={offer.purposes.map((purpose) => ({ value: purpose, label: intl.formatMessage({ id: purposeLabelKey(purpose) }) }))}
        value={value.purpose}
        onChange={(purpose) => update((current) => ({ ...current, purpose: offer.purposes.find((p) => p === purpose) ?? '' }))}
        mandatory
        disabled={!draft.ready}
        showValidation={tried}
        requiredMessageId="gomodal.loanForm.purposeRequired"
      />
      <fieldset className="gomodal-choice">
        <legend>
          <FormattedMessage id="gomodal.loanForm.tenure" />
          {/* Marked as the other two are: all three are needed. */}
          <span className="field__asterisk" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {!amountOk ? (
          <p className="field__hint">
            <FormattedMessage id="gomodal.loanForm.tenureFirst" />
          </p>
        ) : (
          tenures.map((tenure) => (
            <label key={tenure} className="gomodal-option">
              <input
                type="radio"
                name="tenure"
                value={tenure}
                checked={value.tenure === tenure}
                aria-invalid={tried && value.tenure === null ? true : undefined}
                onChange={() => update((current) => ({ ...current, tenure }))}
              />
              <span className="gomodal-option__body">
                <strong>
                  <FormattedMessage id="gomodal.months" values={{ count: tenure }} />
                </strong>
                <span className="gomodal-option__hint">
                  <FormattedMessage
                    id="gomodal.loanForm.tenureHint"
                    values={{
                      instalment: format.money(gomodalQuote(principal, tenure).monthlyInstalment),
                      daily: format.money(gomodalQuote(principal, tenure).dailyDeduction),
                    }}
                  />
                </span>
              </span>
            </label>
          ))
        )}
        {tried && amountOk && value.tenure === null ? (
          <p className="field__error">
            <FormattedMessage id="gomodal.loanForm.tenureRequired" />
          </p>
        ) : null}
      </fieldset>
      {quote ? <QuoteView quote={quote} offer={offer} /> : null}
      <MissingFieldsStatus missing={refused.missing} remaining={missing} />
      <Button type="submit" block disabled={!draft.ready}>
        <FormattedMessage id="gomodal.next" />
      </Button>
    </form>
  );
}
