import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

/** In place of what could not be loaded: what failed, and a way to try again (the flash says why). */
export function LoadFailed({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div className="card card--center load-failed">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}
