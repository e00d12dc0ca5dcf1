import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { countdownDuration, countdownParts, formatCountdown, msUntil } from '@domain/lending/countdown';
import './va.css';

interface CountdownProps {
  expiresAt: string;
  /** Added to the device's clock to read the platform's. */
  offsetMs: number;
  /** Called once when the time is up (the page then asks the platform for the state). */
  onOver?: () => void;
}

/**
 * Time left until the VA expires, ticking every second. A timer role keeps screen readers from
 * reading every tick; the figure is read when the user reaches it.
 */
export function Countdown({ expiresAt, offsetMs, onOver }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(msUntil(expiresAt, now, offsetMs));
  const reported = useRef(false);

  useEffect(() => {
    if (parts.over) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [parts.over]);

  useEffect(() => {
    if (!parts.over || reported.current) return;
    reported.current = true;
    onOver?.();
  }, [parts.over, onOver]);

  return (
    <p className="repayment-countdown">
      <span className="repayment-countdown__label" id="repayment-countdown-label">
        <FormattedMessage id="lending.va.timeLeft" />
      </span>
      <time
        className="repayment-countdown__time"
        role="timer"
        aria-labelledby="repayment-countdown-label"
        dateTime={countdownDuration(parts)}
      >
        {formatCountdown(parts)}
      </time>
    </p>
  );
}
