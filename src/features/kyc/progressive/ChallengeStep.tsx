import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import type { Challenge } from '@domain/contract/kyc/progressive';
import { dateOfBirthValidators } from '@domain/kyc/progressive/date-of-birth';
import { EARLIEST_DATE_ISO, isoDateToTyped, typedDateToIso } from '@domain/typed-date';
import { JAKARTA_TIME_ZONE } from '@domain/calendar-date';
import { runValidators } from '@domain/validation';
import { Button } from '@ui/Button';
import { TextField } from '@ui/TextField';
import { useFormat } from '@ui/useFormat';

interface ChallengeStepProps {
  challenge: Challenge;
  answer: string;
  onAnswerChange: (answer: string) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Why the date sent was refused ("incorrect answer"): under the field until the date is changed. */
  refusal: string | null;
}

/**
 * The date-of-birth question, asked with the browser's own date picker (a calendar on phones,
 * localised, accessible), as the lender's dates are. The answer stays DD/MM/YYYY, the platform's
 * format (and the draft's): only the input speaks YYYY-MM-DD. "Date doesn't match" until it is a
 * date from 1920 to today. The input writes the date in the browser's order (MM/DD/YYYY on an
 * American phone set to Indonesian), so the hint spells out the chosen date in the app's language.
 */
export function ChallengeStep({ challenge, answer, onAnswerChange, onSubmit, busy, refusal }: ChallengeStepProps) {
  const intl = useIntl();
  const format = useFormat();
  const [submitted, setSubmitted] = useState(false);
  const today = useMemo(() => Temporal.Now.plainDateISO(JAKARTA_TIME_ZONE), []);
  const validators = useMemo(() => dateOfBirthValidators(today), [today]);
  // The rules read DD/MM/YYYY; the input gives YYYY-MM-DD.
  const inputValidators = useMemo(() => validators.map((validate) => (iso: string) => validate(isoDateToTyped(iso))), [validators]);
  const chosen = typedDateToIso(answer);
  const hint = challenge.questions.find((q) => q.questionType === 'DATE_OF_BIRTH')?.hint ?? '';

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (!runValidators(answer, validators, true).valid) return;
    onSubmit();
  };

  return (
    <form className="card pkyc" onSubmit={submit} noValidate aria-labelledby="pkyc-challenge-title">
      <h1 id="pkyc-challenge-title" tabIndex={-1}>
        <FormattedMessage id="kycProgressive.challenge.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="kycProgressive.challenge.intro" values={{ name: <strong className="nowrap">{hint}</strong> }} />
      </p>
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'kycProgressive.challenge.label' })}
        value={chosen ?? ''}
        onChange={(iso) => onAnswerChange(isoDateToTyped(iso))}
        validators={inputValidators}
        mandatory
        hint={
          chosen
            ? intl.formatMessage({ id: 'kycProgressive.challenge.chosen' }, { date: format.date(chosen) })
            : intl.formatMessage({ id: 'kycProgressive.challenge.hint' })
        }
        min={EARLIEST_DATE_ISO}
        max={today.toString()}
        autoComplete="bday"
        showValidation={submitted}
        enterKeyHint="done"
        refusal={refusal}
      />
      <Button type="submit" block loading={busy}>
        <FormattedMessage id="kycProgressive.challenge.submit" />
      </Button>
    </form>
  );
}
