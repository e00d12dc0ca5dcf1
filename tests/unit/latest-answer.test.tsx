// @vitest-environment happy-dom
/** The one helper that replaced each page's `cancelled` flag: only the current input's answer counts. */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useLatestAnswer, type SettledAnswer } from '@state/use-latest-answer';
import { useOnceWhen } from '@state/use-once';
import { renderHook, settle } from './helpers/render-hook';

/** An ask whose answers the test hands out, in any order. */
function controlledAsk() {
  const asked: { input: string; resolve(value: string): void; reject(error: unknown): void }[] = [];
  const ask = (input: string) =>
    new Promise<string>((resolve, reject) => {
      asked.push({ input, resolve, reject });
    });
  return { asked, ask };
}

describe('useLatestAnswer', () => {
  it('is pending, then answers the current input', async () => {
    const { asked, ask } = controlledAsk();
    const hook = await renderHook((input: string) => useLatestAnswer(input, ask), 'paylater' as string);
    expect(hook.current.answer).toEqual({ status: 'pending' });
    await act(async () => asked[0]?.resolve('answer for paylater'));
    expect(hook.current.answer).toEqual({ status: 'done', value: 'answer for paylater' });
    await hook.unmount();
  });

  it('drops an answer that comes after the input changed, even when it comes last', async () => {
    const { asked, ask } = controlledAsk();
    const heard: SettledAnswer<string>[] = [];
    const hook = await renderHook((input: string) => useLatestAnswer(input, ask, (answer) => heard.push(answer)), 'paylater' as string);
    await hook.rerender('cicilan');
    expect(hook.current.answer).toEqual({ status: 'pending' });
    await act(async () => asked[1]?.resolve('for cicilan'));
    await act(async () => asked[0]?.resolve('for paylater'));
    expect(asked.map((each) => each.input)).toEqual(['paylater', 'cicilan']);
    expect(hook.current.answer).toEqual({ status: 'done', value: 'for cicilan' });
    expect(heard).toEqual([{ status: 'done', value: 'for cicilan' }]);
    await hook.unmount();
  });

  it('tells nothing once the component has gone', async () => {
    const { asked, ask } = controlledAsk();
    const heard: SettledAnswer<string>[] = [];
    const hook = await renderHook((input: string) => useLatestAnswer(input, ask, (answer) => heard.push(answer)), 'paylater' as string);
    await hook.unmount();
    await act(async () => asked[0]?.reject(new Error('offline')));
    expect(heard).toEqual([]);
  });

  it('asks again on askAgain: pending meanwhile, the last value kept; a failure is an answer too', async () => {
    const { asked, ask } = controlledAsk();
    const hook = await renderHook((input: string) => useLatestAnswer(input, ask), 'paylater' as string);
    await act(async () => asked[0]?.resolve('first'));
    await act(async () => hook.current.askAgain());
    expect(asked).toHaveLength(2);
    expect(hook.current.answer).toEqual({ status: 'pending' });
    expect(hook.current.lastValue).toBe('first');
    const offline = new Error('offline');
    await act(async () => asked[1]?.reject(offline));
    expect(hook.current.answer).toEqual({ status: 'failed', error: offline });
    expect(hook.current.lastValue).toBe('first');
    await hook.rerender('cicilan');
    expect(hook.current.lastValue).toBeUndefined();
    await hook.unmount();
  });

  it('does not ask again when the page renders again with the same input', async () => {
    const { asked, ask } = controlledAsk();
    const hook = await renderHook((input: string) => useLatestAnswer(input, ask), 'paylater' as string);
    await hook.rerender('paylater');
    await settle();
    expect(asked).toHaveLength(1);
    await hook.unmount();
  });
});

describe('useOnceWhen', () => {
  it('runs once, the first time it is ready, and once more per new round', async () => {
    const runs: number[] = [];
    const hook = await renderHook(
      ({ ready, round }: { ready: boolean; round: number }) => useOnceWhen(ready, () => runs.push(round), round),
      { ready: false, round: 0 },
    );
    expect(runs).toEqual([]);
    await hook.rerender({ ready: true, round: 0 });
    await hook.rerender({ ready: true, round: 0 });
    await hook.rerender({ ready: false, round: 0 });
    await hook.rerender({ ready: true, round: 0 });
    expect(runs).toEqual([0]);
    await hook.rerender({ ready: true, round: 1 });
    expect(runs).toEqual([0, 1]);
    await hook.unmount();
  });
});
