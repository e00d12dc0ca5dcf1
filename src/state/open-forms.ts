/**
 * How many drafted forms are on screen (every form that keeps what is typed goes through useDraft):
 * the offline notice promises "what you type is saved" only where there is something to type.
 */
import { atom } from 'jotai';
import { useEffect } from 'react';
import { appStore } from './store';

export const openFormsAtom = atom(0);

/** Counts the calling form as on screen while it is mounted. */
export function useOpenForm(): void {
  useEffect(() => {
    appStore.set(openFormsAtom, (count) => count + 1);
    return () => appStore.set(openFormsAtom, (count) => Math.max(0, count - 1));
  }, []);
}
