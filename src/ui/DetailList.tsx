import type { ReactNode } from 'react';
import './money.css';

export interface DetailRow {
  /** A stable key when labels repeat. */
  key?: string;
  label: ReactNode;
  value: ReactNode;
  /** The row that matters most (a total, the amount to pay). */
  emphasis?: boolean;
}

/** Label and value pairs (amounts, dates, ids) as a description list: screen readers read each pair together. */
export function DetailList({ rows, className }: { rows: readonly DetailRow[]; className?: string }) {
  return (
    <dl className={['detail-list', className ?? ''].filter(Boolean).join(' ')}>
      {rows.map((row, index) => (
        <div className={`detail-list__row${row.emphasis ? ' detail-list__row--emphasis' : ''}`} key={row.key ?? index}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
