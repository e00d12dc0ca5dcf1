import { useIntl } from 'react-intl';
import type { ToastMessage } from '@state/ui';
import { useUiText } from './UiTextView';

interface ToastProps {
  toast: ToastMessage | null;
  onDismiss: () => void;
}

export function Toast({ toast, onDismiss }: ToastProps) {
  const intl = useIntl();
  const render = useUiText();
  return (
    <div className={`toast-region toast-region--${toast?.position ?? 'top'}`} role="status" aria-live="polite">
      {toast ? (
        <div className="toast" key={toast.serial}>
          <p className="toast__text">{render(toast.text)}</p>
          {toast.action ? (
            <button type="button" className="toast__action" onClick={toast.action.run}>
              {render(toast.action.label)}
            </button>
          ) : null}
          {toast.sticky ? (
            <button type="button" className="toast__dismiss" onClick={onDismiss} aria-label={intl.formatMessage({ id: 'common.dismiss' })}>
              ×
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
