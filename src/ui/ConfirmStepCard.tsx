import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { DetailList, type DetailRow } from './DetailList';

interface ConfirmStepCardProps {
  /** The step's messages: `<messages>.title`, `.signing`, `.action`, `.back`. */
  messages: string;
  /** What changes from what to what. */
  rows: readonly DetailRow[];
  /** When it applies (a note under the rows). */
  when: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * A change's confirm step (a limit, a due date): the rows, when it applies, that confirming signs
 * the contract, then confirm or go back. It replaces the list it came from, so focus moves to its
 * heading and screen readers hear where they are.
 */
export function ConfirmStepCard({ messages, rows, when, busy, onConfirm, onBack }: ConfirmStepCardProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card plan-confirm" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        <FormattedMessage id={`${messages}.title`} />
      </h2>
      <DetailList rows={rows} />
      <p className="notice" role="note">
        {when}
      </p>
      <p className="muted plan-confirm__signing">
        <FormattedMessage id={`${messages}.signing`} />
      </p>
      <Button block loading={busy} onClick={onConfirm}>
        <FormattedMessage id={`${messages}.action`} />
      </Button>
      <Button variant="secondary" block disabled={busy} onClick={onBack}>
        <FormattedMessage id={`${messages}.back`} />
      </Button>
    </section>
  );
}
