import { useIntl } from 'react-intl';

interface SpinnerProps {
  size?: 'small' | 'large';
  /** Inside a button that already says it is busy. */
  decorative?: boolean;
}

export function Spinner({ size = 'large', decorative = false }: SpinnerProps) {
  const intl = useIntl();
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return <span className={`spinner spinner--${size}`} role="status" aria-label={intl.formatMessage({ id: 'spinner.label' })} />;
}

/** A page's place while what it shows is read: a card with the spinner (the status role says so). */
export function LoadingCard() {
  return (
    <div className="card card--center">
      <Spinner />
    </div>
  );
}

/** The global loading overlay. */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay">
      <Spinner />
    </div>
  );
}
