// @vitest-environment happy-dom
/**
 * The platform answers' atoms (src/state/answers.ts) and their update rules (issue 36): a page's
 * arrival reads again and the answer replaces the last one whole; a part never stands for a whole;
 * an action refreshes exactly the answers it changed (on screen: read again; not on screen:
 * forgotten); an older read never overwrites a newer one; kept answers and failures are read again
 * when the platform may be back (the browser's online event, the platform answering again: src/state/
 * connectivity.ts); a sign-out forgets everything.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kept } from '@domain/kept-answer';
import { makeApiError, networkApiError } from '@domain/errors';
import { clearAnswers, createAnswerFamily, invalidateAnswers } from '@state/answers';
import { reportPlatformReachable } from '@state/connectivity';
import { appStore } from '@state/store';

interface Figures {
  owed: number;
  dueDate: string;
}

const live = (answer: Figures, answeredAt = '2026-02-20T03:00:00Z'): Kept<Figures> => ({ answer, answeredAt, source: 'live' });

/** A family whose reads the test answers one by one. */
function family(tag: string) {
  const read = vi.fn<(key: string) => Promise<Kept<Figures>>>();
  const answers = createAnswerFamily<string, Figures>({ keyOf: (key) => key, read: (key) => read(key), tags: () => [tag] });
  return { read, answers };
}

/** A page showing the key's answer: mounted until the returned function is called. */
function show(atom: Parameters<typeof appStore.sub>[0]): () => void {
  return appStore.sub(atom, () => undefined);
}

const settle = async (): Promise<void> => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};

beforeEach(() => {
  clearAnswers();
});

describe('a page reads an answer', () => {
  it('on its arrival; the answer replaces the last one whole, which stays on screen while it is read again', async () => {
    const { read, answers } = family('paylater');
    read.mockResolvedValueOnce(live({ owed: 798_000, dueDate: '2026-02-01' }));
    const leave = show(answers.atom('profile'));
    expect(answers.get('profile')).toMatchObject({ value: null, loading: true });
    await settle();
    expect(answers.get('profile')).toMatchObject({ value: { owed: 798_000 }, source: 'live', loading: false, error: null });
    leave();

    let answer: (value: Kept<Figures>) => void = () => undefined;
    read.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const again = show(answers.atom('profile'));
    // Arriving again: the last answer is on screen while the new one comes.
    expect(answers.get('profile')).toMatchObject({ value: { owed: 798_000 }, loading: true });
    answer(live({ owed: 102_000, dueDate: '2026-03-01' }));
    await settle();
    expect(answers.get('profile').value).toEqual({ owed: 102_000, dueDate: '2026-03-01' });
    expect(read).toHaveBeenCalledTimes(2);
    again();
  });

  it('the same atom for the same key; each key its own answer', async () => {
    const { read, answers } = family('cicilan');
    read.mockImplementation(async (key) => live({ owed: key === 'O1' ? 1 : 2, dueDate: '2026-02-20' }));
    expect(answers.atom('O1')).toBe(answers.atom('O1'));
    const leave = [show(answers.atom('O1')), show(answers.atom('O2'))];
    await settle();
    expect([answers.get('O1').value?.owed, answers.get('O2').value?.owed]).toEqual([1, 2]);
    for (const done of leave) done();
  });

  it('an answer that comes after a newer read is dropped', async () => {
    const { read, answers } = family('paylater');
    let first: (value: Kept<Figures>) => void = () => undefined;
    read.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    const leave = show(answers.atom('unpaid'));
    read.mockResolvedValueOnce(live({ owed: 2, dueDate: 'new' }));
    await answers.refresh('unpaid');
    first(live({ owed: 1, dueDate: 'old' }));
    await settle();
    expect(answers.get('unpaid').value?.dueDate).toBe('new');
    leave();
  });

  it('a failure keeps the answer there and says so; with no answer, the page has the failure', async () => {
    const { read, answers } = family('paylater');
    read.mockResolvedValueOnce(live({ owed: 5, dueDate: 'd' })).mockRejectedValueOnce(makeApiError(500, []));
    const leave = show(answers.atom('profile'));
    await settle();
    await answers.refresh('profile');
    expect(answers.get('profile')).toMatchObject({ value: { owed: 5 }, error: { status: 500 } });
    read.mockRejectedValueOnce(makeApiError(404, []));
    const other = show(answers.atom('receipt'));
    await settle();
    expect(answers.get('receipt')).toMatchObject({ value: null, error: { status: 404 } });
    leave();
    other();
  });
});

describe('only a full answer replaces a full answer', () => {
  it('put replaces; update changes the answer there; update with none there makes nothing up', async () => {
    const { read, answers } = family('repayment:paylater');
    answers.update('PL-1', (value) => ({ ...value, owed: 1 }));
    expect(answers.get('PL-1').value).toBeNull();
    read.mockResolvedValueOnce(live({ owed: 435_000, dueDate: '2026-03-01' }));
    const leave = show(answers.atom('PL-1'));
    await settle();
    answers.update('PL-1', (value) => ({ ...value, owed: 0 }));
    expect(answers.get('PL-1').value).toEqual({ owed: 0, dueDate: '2026-03-01' });
    answers.put('PL-1', { owed: 9, dueDate: '2026-04-01' }, '2026-02-21T00:00:00Z');
    expect(answers.get('PL-1')).toMatchObject({ value: { owed: 9 }, answeredAt: '2026-02-21T00:00:00Z', source: 'live' });
    leave();
  });

  it('a read under way when a full answer is put is dropped', async () => {
    const { read, answers } = family('paylater');
    let late: (value: Kept<Figures>) => void = () => undefined;
    read.mockReturnValueOnce(new Promise((resolve) => (late = resolve)));
    const leave = show(answers.atom('profile'));
    answers.put('profile', { owed: 2, dueDate: 'put' }, '2026-02-21T00:00:00Z');
    late(live({ owed: 1, dueDate: 'read before' }));
    await settle();
    expect(answers.get('profile').value?.dueDate).toBe('put');
    leave();
  });
});

describe('an action refreshes exactly what it changed', () => {
  it('invalidating a tag reads again what is on screen, forgets what is not, and leaves other tags alone', async () => {
    const paylater = family('paylater');
    const cicilan = family('cicilan');
    paylater.read.mockImplementation(async (key) => live({ owed: key === 'profile' ? 100 : 200, dueDate: 'before' }));
    cicilan.read.mockResolvedValue(live({ owed: 300, dueDate: 'before' }));
    const onScreen = show(paylater.answers.atom('profile'));
    show(paylater.answers.atom('unpaid'))(); // seen, then left
    const other = show(cicilan.answers.atom('profile'));
    await settle();
    paylater.read.mockClear();
    cicilan.read.mockClear();

    paylater.read.mockImplementation(async () => live({ owed: 0, dueDate: 'after' }));
    invalidateAnswers('paylater');
    await settle();
    // On screen: read again at once.
    expect(paylater.read.mock.calls).toEqual([['profile']]);
    expect(paylater.answers.get('profile').value?.dueDate).toBe('after');
    // Not on screen: forgotten, so its next page never shows the answer from before the change.
    expect(paylater.answers.get('unpaid').value).toBeNull();
    // Another product's answers are untouched.
    expect(cicilan.read).not.toHaveBeenCalled();
    expect(cicilan.answers.get('profile').value?.owed).toBe(300);
    onScreen();
    other();
  });
});

describe('offline', () => {
  it('a kept answer says so with its time; the network return reads again what is on screen from a kept copy or a failure', async () => {
    const { read, answers } = family('paylater');
    read.mockResolvedValueOnce({ answer: { owed: 798_000, dueDate: '2026-02-01' }, answeredAt: '2026-02-19T09:00:00Z', source: 'kept' });
    read.mockRejectedValueOnce(networkApiError());
    const kept = show(answers.atom('profile'));
    const failed = show(answers.atom('unpaid'));
    await settle();
    expect(answers.get('profile')).toMatchObject({ source: 'kept', answeredAt: '2026-02-19T09:00:00Z', value: { owed: 798_000 } });
    expect(answers.get('unpaid')).toMatchObject({ value: null, error: { status: 0 } });

    read.mockResolvedValue(live({ owed: 798_000, dueDate: '2026-02-01' }));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(read).toHaveBeenCalledTimes(4);
    expect(answers.get('profile').source).toBe('live');
    expect(answers.get('unpaid')).toMatchObject({ value: { owed: 798_000 }, error: null });
    kept();
    failed();
  });
});

describe('the platform answering again', () => {
  it('reads again what is on screen from a kept copy, not a live answer, nor one not on screen', async () => {
    const { read, answers } = family('cicilan');
    read.mockResolvedValueOnce({ answer: { owed: 1, dueDate: 'd' }, answeredAt: '2026-02-19T09:00:00Z', source: 'kept' });
    read.mockResolvedValueOnce(live({ owed: 2, dueDate: 'd' }));
    const kept = show(answers.atom('profile'));
    const shown = show(answers.atom('unpaid'));
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    // Calls found no answer, then one did (a page reloaded offline, where no online event comes).
    read.mockResolvedValue(live({ owed: 3, dueDate: 'd' }));
    reportPlatformReachable(false);
    reportPlatformReachable(true);
    await settle();
    expect(read).toHaveBeenCalledTimes(3);
    expect(read).toHaveBeenLastCalledWith('profile');
    expect(answers.get('profile')).toMatchObject({ source: 'live', value: { owed: 3 } });
    expect(answers.get('unpaid').value).toEqual({ owed: 2, dueDate: 'd' });
    kept();
    shown();
  });
});

describe('a sign-out', () => {
  it('forgets every answer', async () => {
    const { read, answers } = family('gomodal');
    read.mockResolvedValue(live({ owed: 1, dueDate: 'd' }));
    show(answers.atom('summary'))();
    await settle();
    expect(answers.get('summary').value).not.toBeNull();
    clearAnswers();
    expect(answers.get('summary').value).toBeNull();
  });
});
