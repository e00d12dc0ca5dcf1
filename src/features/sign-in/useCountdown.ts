import { useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (epoch ms), ticking every second; 0 once passed. */
export function useCountdown(endsAt: number | null): number {
  const remaining = (): number => (endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(remaining);
  useEffect(() => {
    setSeconds(remaining());
    if (endsAt === null) return;
    const id = setInterval(() => {
      const left = remaining();
      setSeconds(left);
      if (left === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remaining() only reads endsAt
  }, [endsAt]);
  return seconds;
}
