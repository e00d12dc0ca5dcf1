import type { ReactNode } from 'react';
import './money.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A short status word (Paid, Overdue, Pending); colour is never the only signal, the word is always there. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
