import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SlikField } from '@domain/contract/kyc/progressive';
import {
  EDUCATION_OPTIONS,
  HOME_OWNERSHIP_OPTIONS,
  MONTHLY_INCOME_OPTIONS,
  OCCUPATION_OPTIONS,
  SECTOR_OPTIONS,
  WORK_EXPERIENCE_OPTIONS,
  defaultSectorFor,
  type EnumOption,
} from '@domain/kyc/enumerations';
import {
  EMPTY_SLIK_FORM,
  applyPrefill,
  emailValidators,
  employerValidators,
  isSlikFormValid,
  maidenNameValidators,
  type SlikFormValues,
} from '@domain/kyc/progressive/slik-form';
import { kycProductFrom } from '@domain/kyc/wizard';
import type { Validator } from '@domain/validation';
import { slikReturnPath } from '@domain/lending/slik-blockers';
import { trackEvent } from '@state/analytics';
import { useDraft } from '@state/drafts';
import { formRefusalOf, presentError } from '@state/errors';
import { showFlash } from '@state/notify';
import type { UiText } from '@state/ui';
import { useOnceWhen } from '@state/use-once';
import { Button } from '@ui/Button';
import { FormRefusal } from '@ui/FormRefusal';
import { Select, type SelectOption } from '@ui/Select';
import { Spinner } from '@ui/Spinner';
import { TextField, type TextFieldProps } from '@ui/TextField';
import { useBusy } from '@ui/useBusy';
import { slikPrefill, submitSlik } from './state';
import './progressive.css';

const DRAFT_VERSION = 1;

/** /kyc/slik?product=...: the credit-bureau (SLIK) questionnaire, prefilled where the bureau knows, drafted as typed. */
export default function SlikPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const product = kycProductFrom(params.get('product')) ?? 'paylater';
  const draft = useDraft<SlikFormValues>({ owner: 'user', flow: 'slik', product }, DRAFT_VERSION, EMPTY_SLIK_FORM);
  const { update, discard } = draft;
  const [prefilling, setPrefilling] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [sending, run] = useBusy();

  // Once the draft is read: ask the bureau's values and fill only what is still empty.
  useOnceWhen(draft.status === 'ready', () => {
    slikPrefill()
      .then((prefill) => {
        if (!prefill) return;
        update((current) => {
          const { form, filled } = applyPrefill(current, prefill);
          return filled.length > 0 ? form : current;
        });
      })
      .catch((error: unknown) => presentError(error))
      .finally(() => setPrefilling(false));
  });

  const choices = useMemo(() => {
    const options = (list: readonly EnumOption[]): SelectOption[] =>
      list.map((o) => ({ value: o.value, label: intl.formatMessage({ id: o.messageId }) }));
    return {
      fieldOfOccupation: options(OCCUPATION_OPTIONS),
      employerBusinessLine: options(SECTOR_OPTIONS),
      averageIncome: options(MONTHLY_INCOME_OPTIONS),
      workExperience: options(WORK_EXPERIENCE_OPTIONS),
      latestEducation: options(EDUCATION_OPTIONS),
      residenceOwnershipStatus: options(HOME_OWNERSHIP_OPTIONS),
    };
  }, [intl]);

  // Why the last send was refused, beside the button until the form is edited or sent again.
  const [refusal, setRefusal] = useState<UiText | null>(null);
  const set = (field: SlikField) => (value: string) => {
    setRefusal(null);
    update((current) => {
      const next = { ...current, [field]: value };
      // Nine occupations imply their sector (spec 2, section 3).
      const sector = field === 'fieldOfOccupation' ? defaultSectorFor(value) : undefined;
      return sector ? { ...next, employerBusinessLine: sector } : next;
    });
  };

  const form = draft.value;
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (!isSlikFormValid(form)) {
      setRefusal({ id: 'slik.incomplete' }); // each field says what is wrong with it, too
      return;
    }
    await run(async () => {
      try {
        const answer = await submitSlik(form);
        if (answer.success !== true) {
          // The platform's reason, as it says it; the form stays as typed.
          setRefusal(answer.error?.message ? { text: answer.error.message } : { id: 'slik.failed' });
          return;
        }
        await discard();
        trackEvent('slik_questionnaire_submitted', { product });
        showFlash({ id: 'slik.sent' }, 'success');
        // Back to where a SLIK blocker sent the user from (issue 10), kept in the address across reloads.
        navigate(slikReturnPath(params.get('returnTo')), { replace: true });
      } catch (error) {
        setRefusal(formRefusalOf(error));
      }
    });
  };

  if (draft.status === 'loading') {
    return (
      <section className="card card--center" aria-busy="true">
        <Spinner size="large" />
      </section>
    );
  }

  const select = (field: keyof typeof choices, labelId: string) => (
    <Select
      label={intl.formatMessage({ id: labelId })}
      options={choices[field]}
      value={form[field]}
      onChange={set(field)}
      mandatory
      placeholder={intl.formatMessage({ id: 'slik.choose' })}
    />
  );
  /** A typed answer: mandatory, at most 255 characters, its own checks and input hints. */
  const text = (
    field: 'employer' | 'motherMaidenName' | 'emailAddress',
    validators: readonly Validator[],
    input: Pick<TextFieldProps, 'hint' | 'autoComplete' | 'type' | 'inputMode'>,
  ) => (
    <TextField
      label={intl.formatMessage({ id: `slik.field.${field}` })}
      value={form[field]}
      onChange={set(field)}
      validators={validators}
      mandatory
      maxLength={255}
      showValidation={submitted}
      {...input}
    />
  );

  return (
    <form
      className="card pkyc"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="slik-title"
      aria-busy={prefilling || undefined}
    >
      <h1 id="slik-title" tabIndex={-1}>
        <FormattedMessage id="slik.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="slik.intro" />
      </p>
      {draft.restored ? (
        <p className="muted" role="status">
          <FormattedMessage id="slik.restored" />
        </p>
      ) : null}
      {select('fieldOfOccupation', 'slik.field.fieldOfOccupation')}
      {select('employerBusinessLine', 'slik.field.employerBusinessLine')}
      {text('employer', employerValidators, { hint: intl.formatMessage({ id: 'slik.field.employer.hint' }), autoComplete: 'organization' })}
      {select('averageIncome', 'slik.field.averageIncome')}
      {select('workExperience', 'slik.field.workExperience')}
      {select('latestEducation', 'slik.field.latestEducation')}
      {select('residenceOwnershipStatus', 'slik.field.residenceOwnershipStatus')}
      {text('motherMaidenName', maidenNameValidators, {
        hint: intl.formatMessage({ id: 'slik.field.motherMaidenName.hint' }),
        autoComplete: 'off',
      })}
      {text('emailAddress', emailValidators, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      <Button type="submit" block loading={sending} disabled={prefilling} aria-describedby={refusal ? 'slik-refusal' : undefined}>
        <FormattedMessage id="slik.submit" />
      </Button>
      <FormRefusal text={refusal} id="slik-refusal" />
    </form>
  );
}
