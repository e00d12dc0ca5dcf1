import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { presentError } from '@state/errors';
import { PAYLATER_ERRORS } from './state';

interface ChangeChoiceSource<Info> {
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
 * force. A failure is said by presentError and leaves the page as it was.
 */
export function useChangeChoice<Info>({ initial, choose, cancelChange, signingRoute }: ChangeChoiceSource<Info>) {
  const navigate = useNavigate();
  const [info, setInfo] = useState(initial);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  const confirm = async (id: string): Promise<void> => {
    setBusy(true);
    try {
      await choose(id);
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
