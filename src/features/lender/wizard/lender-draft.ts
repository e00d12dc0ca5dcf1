/** The one lender application draft, shared by the wizard's steps through the layout route. */
import { createContext, useContext } from 'react';
import { LENDER_DRAFT_FLOW, LENDER_DRAFT_PRODUCT, type LenderApplicationDraft } from '@domain/lender/application';
import { jakartaDay } from '@domain/calendar-date';
import type { DraftKey } from '@worker/contract';

/** The signed-in user's (the worker keys it by its session): a shared phone never shows one company's data to another account. */
export const LENDER_DRAFT_KEY: DraftKey = { owner: 'user', flow: LENDER_DRAFT_FLOW, product: LENDER_DRAFT_PRODUCT };

export interface LenderApplicationState {
  draft: LenderApplicationDraft;
  /** Changes some fields; saved to IndexedDB at once (src/state/draft-autosave.ts). */
  change(patch: Partial<LenderApplicationDraft>): void;
  /** Saves at once (before moving to another step). */
  flush(): Promise<void>;
}

export const LenderApplicationContext = createContext<LenderApplicationState | null>(null);

export function useLenderApplication(): LenderApplicationState {
  const state = useContext(LenderApplicationContext);
  if (!state) throw new Error('useLenderApplication is only available inside the lender wizard layout');
  return state;
}

/** Today in Jakarta (YYYY-MM-DD): no birth or incorporation date may be later. */
export function jakartaToday(): string {
  return jakartaDay(Date.now());
}
