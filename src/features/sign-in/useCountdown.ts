import { useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (epoch ms); 0 once passed. */
function secondsUntil(endsAt: number | null): number {
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** Whole seconds left until `endsAt` (epoch ms), ticking every second; 0 once passed. */
export function useCountdown(endsAt: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt));
  useEffect(() => {
    setSeconds(secondsUntil(endsAt));
    if (endsAt === null) return;
    const id = setInterval(() => {
      const left = secondsUntil(endsAt);
      setSeconds(left);
      if (left === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt]);
  return seconds;
}
