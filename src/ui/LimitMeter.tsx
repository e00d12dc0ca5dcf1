import type { ReactNode } from 'react';
import { ProgressBar } from './ProgressBar';
import './money.css';

interface LimitMeterProps {
  /** The heading's id (the section is named by it). */
  headingId: string;
  title: ReactNode;
  /** The available amount, formatted. */
  available: string;
  /** 0 to 100: how much of the limit is used. */
  usedPercent: number;
  barLabel: string;
  /** "Used X of Y". */
  usedLine: ReactNode;
}

/** A credit limit: what is left, large, and a bar of what is used. */
export function LimitMeter({ headingId, title, available, usedPercent, barLabel, usedLine }: LimitMeterProps) {
  return (
    <section className="card limit-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="limit-card__label">
        {title}
      </h2>
      <p className="limit-card__amount amount">{available}</p>
      <ProgressBar value={usedPercent} label={barLabel} />
      <p className="muted limit-card__used">{usedLine}</p>
    </section>
  );
}
