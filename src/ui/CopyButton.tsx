import { useEffect, useState } from 'react';
import { LineIcon } from './LineIcon';
import './copy-button.css';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  value: string;
  /** The visible label ("Copy"). */
  label: string;
  /** The accessible name, saying what is copied ("Copy virtual account number"). */
  accessibleLabel: string;
  /** Said to screen readers (and shown) once copied. */
  copiedMessage: string;
  /** Said when the clipboard refused (a webview without permission). */
  failedMessage: string;
}

const ANNOUNCEMENT_MS = 4_000;

/**
 * Copies a value and says so: the label turns into the confirmation for a moment, and a polite live
 * region announces it, since a screen reader does not read a button's changed label by itself.
 */
export function CopyButton({ value, label, accessibleLabel, copiedMessage, failedMessage }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary copy-button"
        aria-label={accessibleLabel}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setOutcome('copied');
          } catch {
            setOutcome('failed');
          }
        }}
      >
        <LineIcon name={outcome === 'copied' ? 'check' : 'copy'} />
        <span>{label}</span>
      </button>
      <span className={outcome ? 'copy-button__status' : 'visually-hidden'} role="status">
        {outcome === 'copied' ? copiedMessage : outcome === 'failed' ? failedMessage : ''}
      </span>
    </>
  );
}
