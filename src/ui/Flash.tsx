import { useIntl } from 'react-intl';
import type { FlashMessage } from '@state/ui';
import { useUiText } from './UiTextView';

interface FlashProps {
  message: FlashMessage | null;
  onDismiss: () => void;
}

/** The flash message under the page's top; errors are announced at once, others politely. */
export function Flash({ message, onDismiss }: FlashProps) {
  const intl = useIntl();
  const render = useUiText();
  return (
    <div className="flash-region" role={message?.kind === 'error' ? 'alert' : 'status'}>
      {message ? (
        <div className={`flash flash--${message.kind}`} key={message.serial}>
          <p className="flash__text">{render(message.text)}</p>
          <button type="button" className="flash__dismiss" onClick={onDismiss} aria-label={intl.formatMessage({ id: 'common.dismiss' })}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
