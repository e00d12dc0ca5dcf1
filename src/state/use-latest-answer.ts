/**
 * The one way a page waits for an answer: `ask(input)` runs for the current input and again when it
 * changes (compared with Object.is) or when `askAgain()` is called; an answer that comes back after
 * the input changed, after a newer ask or after the component left is dropped, so no page keeps a
 * `cancelled` flag of its own.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type SettledAnswer<Value> = { status: 'done'; value: Value } | { status: 'failed'; error: unknown };
export type Answer<Value> = { status: 'pending' } | SettledAnswer<Value>;

export interface LatestAnswer<Value> {
  /** The answer to the current input's latest ask; pending until it comes. */
  answer: Answer<Value>;
  /** The last value answered for the current input, kept while it is asked again. */
  lastValue: Value | undefined;
  /** Asks again for the same input (a retry button, news that the answer changed). Stable. */
  askAgain(): void;
}

const PENDING = { status: 'pending' } as const;

interface Settled<Input, Value> {
  input: Input;
  round: number;
  answer: SettledAnswer<Value>;
  lastValue: Value | undefined;
}

/**
 * `onAnswer` runs once for each answer that is still current (to navigate, flash an error, ...);
 * like `ask`, it may be a new function on every render: the latest one is called.
 */
export function useLatestAnswer<Input, Value>(
  input: Input,
  ask: (input: Input) => Promise<Value>,
  onAnswer?: (answer: SettledAnswer<Value>) => void,
): LatestAnswer<Value> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<Input, Value> | null>(null);
  const askNow = useEffectEvent(ask);
  const settle = useEffectEvent((answer: SettledAnswer<Value>) => onAnswer?.(answer));

  useEffect(() => {
    let current = true;
    const answered = (answer: SettledAnswer<Value>): void => {
      if (!current) return;
      setSettled((previous) => ({
        input,
        round,
        answer,
        lastValue: answer.status === 'done' ? answer.value : previous && Object.is(previous.input, input) ? previous.lastValue : undefined,
      }));
      settle(answer);
    };
    askNow(input).then(
      (value) => answered({ status: 'done', value }),
      (error: unknown) => answered({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [input, round]);

  const askAgain = useCallback(() => setRound((count) => count + 1), []);
  const forInput = settled !== null && Object.is(settled.input, input);
  return {
    answer: forInput && settled.round === round ? settled.answer : PENDING,
    lastValue: forInput ? settled.lastValue : undefined,
    askAgain,
  };
}
