import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@ui/Button';
import { TextField } from '@ui/TextField';
import { useBusy } from '@ui/useBusy';
import { OTP_LENGTH, formatCountdown, isCompleteOtp, sanitiseOtpInput } from '@domain/otp';
import { maskPhone, toE164 } from '@domain/phone';
import type { UiText } from '@state/ui';
import { useUiText } from '@ui/UiTextView';
import type { SendRefusal } from './send-refusal';
import { SendRefusalNotice } from './SendRefusalNotice';
import type { OtpRequestState } from './sign-in-draft';
import { useCountdown } from './useCountdown';
import { useRefusalWait } from './useRefusalWait';
import { BackButton } from '@ui/BackButton';

interface OtpStepProps {
  countryCode: string;
  phoneNumber: string;
  otp: string;
  request: OtpRequestState;
  onOtpChange: (value: string) => void;
  onSubmit: () => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => Promise<void>;
  /** Why the last code was refused (wrong, used, expired): under the field until the code is edited. */
  codeRefusal: UiText | null;
  /** The last resend's refusal, under the resend button until the user acts or its wait ends. */
  sendRefusal: SendRefusal | null;
  onSendRefusalOver: () => void;
}

export function OtpStep({
  countryCode,
  phoneNumber,
  otp,
  request,
  onOtpChange,
  onSubmit,
  onResend,
  onBack,
  codeRefusal,
  sendRefusal,
  onSendRefusalOver,
}: OtpStepProps) {
  const intl = useIntl();
  const render = useUiText();
  const resendWait = useRefusalWait(sendRefusal, onSendRefusalOver);
  const [loading, runSubmit] = useBusy();
  const [resending, runResend] = useBusy();
  const secondsLeft = useCountdown(request.countdownEndsAt);
  const canResend = secondsLeft === 0 || request.expired;
  const heading = useRef<HTMLHeadingElement>(null);

  // Moving from the phone form to here: tell screen readers where they are.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (isCompleteOtp(otp)) await runSubmit(onSubmit);
  };

  return (
    <form className="card" onSubmit={submit} noValidate>
      <div className="card__top">
        <BackButton label={intl.formatMessage({ id: 'auth.otp.back' })} onClick={() => void onBack()} />
      </div>
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="auth.otp.title" />
      </h1>
      <p className="muted">
        <FormattedMessage
          id="auth.otp.sentTo"
          values={{ phone: <strong className="nowrap masked-phone">{maskPhone(toE164(countryCode, phoneNumber))}</strong> }}
        />
      </p>
      <TextField
        className="otp-field"
        label={intl.formatMessage({ id: 'auth.otp.label' })}
        value={otp}
        onChange={(value) => onOtpChange(sanitiseOtpInput(value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        mandatory
        enterKeyHint="done"
        refusal={codeRefusal ? render(codeRefusal) : null}
      />
      <Button type="submit" block loading={loading} disabled={!isCompleteOtp(otp)}>
        <FormattedMessage id="auth.otp.submit" />
      </Button>
      <div className="otp-resend">
        {canResend ? (
          <Button
            variant="text"
            loading={resending}
            disabled={resendWait.waiting}
            aria-describedby={sendRefusal ? 'sign-in-resend-refusal' : undefined}
            onClick={() => void runResend(onResend)}
          >
            <FormattedMessage id="auth.otp.resend" />
          </Button>
        ) : (
          <p className="muted" role="timer">
            <FormattedMessage
              id="auth.otp.countdown"
              values={{ time: <span className="countdown">{formatCountdown(secondsLeft)}</span> }}
            />
          </p>
        )}
        {sendRefusal ? <SendRefusalNotice refusal={sendRefusal} secondsLeft={resendWait.secondsLeft} id="sign-in-resend-refusal" /> : null}
      </div>
    </form>
  );
}
