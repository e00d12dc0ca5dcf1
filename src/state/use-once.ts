import { useEffect, useEffectEvent, useRef } from 'react';

const NOT_YET = Symbol('not yet');

/**
 * Runs `run` once per visit of the page (or once per value of `round`, for a retry), the first
 * time `ready` is true: a partner's single-use code, a tracked arrival. Development's StrictMode
 * runs effects twice; this does not.
 */
export function useOnceWhen(ready: boolean, run: () => void, round: string | number = 0): void {
  const ranFor = useRef<string | number | typeof NOT_YET>(NOT_YET);
  const runNow = useEffectEvent(run);
  useEffect(() => {
    if (!ready || ranFor.current === round) return;
    ranFor.current = round;
    runNow();
  }, [ready, round]);
}
