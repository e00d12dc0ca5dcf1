import { FormattedMessage } from 'react-intl';
import { formatCountdown } from '@domain/otp';
import { useUiText } from '@ui/UiTextView';
import type { SendRefusal } from './send-refusal';

/**
 * Under the send button: why it refused, announced once; a wait counts down in a timer (not
 * re-announced every second).
 */
export function SendRefusalNotice({ refusal, secondsLeft, id }: { refusal: SendRefusal; secondsLeft: number; id: string }) {
  const render = useUiText();
  return (
    <p className="field__error send-refusal" role="alert" id={id}>
      {refusal.until === null ? (
        render(refusal.text)
      ) : (
        <FormattedMessage
          id="auth.send.wait"
          values={{
            time: (
              <span className="countdown nowrap" role="timer">
                {formatCountdown(secondsLeft)}
              </span>
            ),
          }}
        />
      )}
    </p>
  );
}
