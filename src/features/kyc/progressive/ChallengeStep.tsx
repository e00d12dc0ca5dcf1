import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import type { Challenge } from '@domain/contract/kyc/progressive';
import { dateOfBirthValidators, DATE_OF_BIRTH_FORMAT } from '@domain/kyc/progressive/date-of-birth';
import { formatTypedDate } from '@domain/typed-date';
import { JAKARTA_TIME_ZONE } from '@domain/time';
import { runValidators } from '@domain/validation';
import { Button } from '@ui/Button';
import { TextField } from '@ui/TextField';

interface ChallengeStepProps {
  challenge: Challenge;
  answer: string;
  onAnswerChange: (answer: string) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The date-of-birth question: DD/MM/YYYY, "Date doesn't match" until it is a real date. */
export function ChallengeStep({ challenge, answer, onAnswerChange, onSubmit, busy }: ChallengeStepProps) {
  const intl = useIntl();
  const [submitted, setSubmitted] = useState(false);
  const validators = useMemo(() => dateOfBirthValidators(Temporal.Now.plainDateISO(JAKARTA_TIME_ZONE)), []);
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
        label={intl.formatMessage({ id: 'kycProgressive.challenge.label' })}
        value={answer}
        onChange={(value) => onAnswerChange(formatTypedDate(value))}
        validators={validators}
        mandatory
        hint={intl.formatMessage({ id: 'kycProgressive.challenge.hint' }, { format: DATE_OF_BIRTH_FORMAT })}
        placeholder={DATE_OF_BIRTH_FORMAT}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        showValidation={submitted}
        enterKeyHint="done"
      />
      <Button type="submit" block loading={busy}>
        <FormattedMessage id="kycProgressive.challenge.submit" />
      </Button>
    </form>
  );
}
