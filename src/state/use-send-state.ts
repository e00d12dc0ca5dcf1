/**
 * A page's view of a send that changes the user's state (workers/sends.ts): asked as the page opens
 * and whenever `key` changes (a wizard's step), and again when the network returns or the page is
 * shown again while the send is unknown (sent before a kill or a lost connection, the platform not
 * reachable to say whether it has it). While asked again, the last answer stands.
 */
import { useEffect, useRef } from 'react';
import type { SendState } from '@worker/contract';
import { onBrowserOnline } from './connectivity';
import { useLatestAnswer } from './use-latest-answer';

export interface SendStateView<Kept> {
  /** null until the first answer; a failed ask counts as unknown (the page must not guess). */
  send: SendState<Kept> | null;
  askAgain(): void;
}

export function useSendState<Kept>(ask: () => Promise<SendState<Kept>>, key: unknown = null): SendStateView<Kept> {
  const { answer, askAgain } = useLatestAnswer(key, () => ask());
  const last = useRef<SendState<Kept> | null>(null);
  if (answer.status === 'done') last.current = answer.value;
  else if (answer.status === 'failed') last.current = { state: 'unknown' };
  const unknown = last.current?.state === 'unknown';
  useEffect(() => {
    if (!unknown) return;
    const again = (): void => {
      if (document.visibilityState === 'visible') askAgain();
    };
    const stopOnOnline = onBrowserOnline(again);
    document.addEventListener('visibilitychange', again);
    return () => {
      stopOnOnline();
      document.removeEventListener('visibilitychange', again);
    };
  }, [unknown, askAgain]);
  return { send: last.current, askAgain };
}
