import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { TextField } from '@ui/TextField';
import { useBusy } from '@ui/useBusy';
import {
  PHONE_INPUT_MAX_LENGTH,
  countryCodeValidators,
  isValidCountryCode,
  isValidPhoneNumber,
  nationalPhoneNumber,
  sanitisePhoneInput,
  typedPhoneValidators,
} from '@domain/phone';
import type { LoginType } from '@domain/sign-in/routing';
import type { SendRefusal } from './send-refusal';
import { SendRefusalNotice } from './SendRefusalNotice';
import { useRefusalWait } from './useRefusalWait';
import './login.css';

interface PhoneStepProps {
  /** The look: pay-later, or business capital when the user came from a gomodal page. */
  loginType: LoginType;
  countryCode: string;
  phoneNumber: string;
  onCountryCodeChange: (value: string) => void;
  onPhoneNumberChange: (value: string) => void;
  onSubmit: () => Promise<void>;
  /** Inside a partner app: its own way in, offered before the phone number (PartnerFirst). */
  partnerFirst?: ReactNode;
  /** The last send's refusal for this number, under the button until the user acts or its wait ends. */
  refusal: SendRefusal | null;
  onRefusalOver: () => void;
}

export function PhoneStep({
  loginType,
  countryCode,
  phoneNumber,
  onCountryCodeChange,
  onPhoneNumberChange,
  onSubmit,
  partnerFirst,
  refusal,
  onRefusalOver,
}: PhoneStepProps) {
  const intl = useIntl();
  const [loading, runSubmit] = useBusy();
  const [submitted, setSubmitted] = useState(false);
  const complete = isValidPhoneNumber(nationalPhoneNumber(phoneNumber, countryCode)) && isValidCountryCode(countryCode);
  const { waiting, secondsLeft } = useRefusalWait(refusal, onRefusalOver);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setSubmitted(true); // an incomplete number: each field says what is wrong with it
    if (!complete || waiting) return;
    await runSubmit(onSubmit);
  };

  return (
    <form className="card" onSubmit={submit} noValidate>
      {loginType === 'business' ? (
        <p className="login-badge">
          <FormattedMessage id="auth.business.badge" />
        </p>
      ) : null}
      <h1 id="sign-in-title" tabIndex={-1}>
        {loginType === 'business' ? <FormattedMessage id="auth.business.title" /> : <FormattedMessage id="auth.phone.title" />}
      </h1>
      <p className="muted">
        {loginType === 'business' ? <FormattedMessage id="auth.business.subtitle" /> : <FormattedMessage id="auth.phone.subtitle" />}
      </p>
      {partnerFirst}
      <div className="phone-row">
        <TextField
          className="phone-row__code"
          label={intl.formatMessage({ id: 'auth.phone.countryCode' })}
          value={countryCode}
          onChange={(value) => onCountryCodeChange(value.replace(/[^+0-9]/g, '').slice(0, 5))}
          validators={countryCodeValidators}
          mandatory
          inputMode="tel"
          autoComplete="tel-country-code"
          showValidation={submitted}
        />
        <TextField
          className="phone-row__number"
          label={intl.formatMessage({ id: 'auth.phone.label' })}
          value={phoneNumber}
          onChange={(value) => onPhoneNumberChange(sanitisePhoneInput(value))}
          validators={typedPhoneValidators(countryCode)}
          mandatory
          hint={intl.formatMessage({ id: 'auth.phone.hint' })}
          inputMode="tel"
          type="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          showValidation={submitted}
          enterKeyHint="send"
        />
      </div>
      <Button
        type="submit"
        block
        loading={loading}
        disabled={!complete || waiting}
        aria-describedby={refusal ? 'sign-in-send-refusal' : undefined}
      >
        <FormattedMessage id="auth.phone.submit" />
      </Button>
      {refusal ? <SendRefusalNotice refusal={refusal} secondsLeft={secondsLeft} id="sign-in-send-refusal" /> : null}
    </form>
  );
}
