import { useEffect } from 'react';
import type { SendRefusal } from './send-refusal';
import { useCountdown } from './useCountdown';

/**
 * The seconds left of a refusal's wait, ticking; `onOver` runs once the wait has passed (the
 * refusal then no longer applies and its message goes, the button comes back).
 */
export function useRefusalWait(refusal: SendRefusal | null, onOver: () => void): { waiting: boolean; secondsLeft: number } {
  const until = refusal?.until ?? null;
  const secondsLeft = useCountdown(until);
  // The clock, not the ticking count, decides: the count lags one render behind a new wait.
  const over = until !== null && until <= Date.now();
  useEffect(() => {
    if (over) onOver();
  }, [over, onOver]);
  return { waiting: until !== null && !over, secondsLeft };
}
