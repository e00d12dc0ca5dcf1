import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

/**
 * In place of a form whose send was made but never answered (the app was closed, the connection
 * dropped) while the platform cannot be asked: says so, and offers to check again. Never the form
 * again (its Continue could only fail or apply twice) nor an empty one.
 */
export function UnconfirmedSend({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="card card--center unconfirmed-send" aria-labelledby="unconfirmed-send-title">
      <h1 id="unconfirmed-send-title">
        <FormattedMessage id="sends.unknown.title" />
      </h1>
      <p>
        <FormattedMessage id="sends.unknown.body" />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="sends.unknown.check" />
      </Button>
    </section>
  );
}
