import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDraft } from '@state/drafts';
import { presentError } from '@state/errors';
import { PAYLATER_ERRORS } from './state';

/** What the user has picked so far, drafted like every form: a kill, a reload or a call in between keeps it. */
interface ChoiceDraft {
  selected: string | null;
  /** On the confirm step. */
  confirming: boolean;
}

const NO_CHOICE: ChoiceDraft = { selected: null, confirming: false };
const CHOICE_DRAFT_VERSION = 1;

interface ChangeChoiceSource<Info> {
  /** The draft's flow (one per page: the plans, the due date). */
  draftFlow: string;
  initial: Info;
  /** Asks the platform for the chosen change; the contract is then signed at `signingRoute`. */
  choose(id: string): Promise<unknown>;
  /** Cancels the change under way; the answer is the page's new data. */
  cancelChange(): Promise<Info>;
  signingRoute: string;
}

/**
 * What the pay-later plan and due-date pages share: an option picked, then confirmed (the contract
 * is signed next) or taken back, and a change under way cancelled, the page then showing what is in
 * force. The pick and the confirm step are drafted (the user's, per page): they come back after a
 * kill or a reload, and are forgotten once the platform has the choice. A failure is said by
 * presentError and leaves the page as it was.
 */
export function useChangeChoice<Info>({ draftFlow, initial, choose, cancelChange, signingRoute }: ChangeChoiceSource<Info>) {
  const navigate = useNavigate();
  const [info, setInfo] = useState(initial);
  const choice = useDraft<ChoiceDraft>({ owner: 'user', flow: draftFlow, product: 'paylater' }, CHOICE_DRAFT_VERSION, NO_CHOICE);
  const { update } = choice;
  const { selected, confirming } = choice.value;
  const setSelected = useCallback((id: string | null) => update((previous) => ({ ...previous, selected: id })), [update]);
  const setConfirming = useCallback((on: boolean) => update((previous) => ({ ...previous, confirming: on })), [update]);
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  const confirm = async (id: string): Promise<void> => {
    setBusy(true);
    try {
      await choose(id);
      await choice.discard(); // the platform has the choice: signing comes next
      navigate(signingRoute);
    } catch (error) {
      setBusy(false);
      presentError(error, PAYLATER_ERRORS);
    }
  };

  const cancel = async (): Promise<void> => {
    setBusy(true);
    try {
      setInfo(await cancelChange());
      setCancelled(true);
    } catch (error) {
      presentError(error, PAYLATER_ERRORS);
    } finally {
      setBusy(false);
    }
  };

  return { info, selected, setSelected, confirming, setConfirming, busy, cancelled, confirm, cancel };
}
