import { useCallback, useState } from 'react';

/** A button's busy state around an async action: `busy` while `run(action)` is pending. */
export function useBusy(): readonly [busy: boolean, run: (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run] as const;
}
