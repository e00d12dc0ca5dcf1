/**
 * The VA's countdown to its expiry. The phone's clock may be minutes (or, in the sandbox, days) off
 * the platform's, so time left is counted on the platform's clock: the offset between the two is
 * taken from an answer's `asOf` when it arrives.
 */

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
  /** Nothing left: the VA has expired by the platform's clock. */
  over: boolean;
}

/** Milliseconds to add to the device's clock to read the platform's (asOf minus when it arrived). */
export function clockOffsetMs(platformAsOf: string, receivedAt: number): number {
  const platform = Date.parse(platformAsOf);
  return Number.isFinite(platform) ? platform - receivedAt : 0;
}

/** Time left until `expiresAt` (ISO) at the device time `deviceNow`, on the platform's clock. */
export function msUntil(expiresAt: string, deviceNow: number, offsetMs: number): number {
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) ? end - (deviceNow + offsetMs) : 0;
}

/** Whole hours, minutes and seconds left, rounded up to the second (0 only once it is over). */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

/** The same as an ISO 8601 duration ("PT2H5M9S"), for a <time datetime> attribute. */
export function countdownDuration(parts: CountdownParts): string {
  return `PT${parts.hours}H${parts.minutes}M${parts.seconds}S`;
}

/** "02:05:09": the figure the page shows (hours not capped: the sandbox clock can be far off). */
export function formatCountdown(parts: CountdownParts): string {
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
}
