import { DetailList } from './DetailList';
import { ShareButton } from './ShareButton';
import { StatusBadge, type BadgeTone } from './StatusBadge';
import './money.css';

export interface ReceiptRow {
  key: string;
  label: string;
  value: string;
  emphasis?: boolean;
}

interface ReceiptCardProps {
  /** The receipt's kind, for tests and print styles. */
  kind: string;
  title: string;
  rows: readonly ReceiptRow[];
  status?: { tone: BadgeTone; text: string } | null;
  shareLabel: string;
  printLabel: string;
}

/** The words the share sheet sends: the title, then one "label: value" line per row. */
export function receiptShareText(title: string, rows: readonly ReceiptRow[]): string {
  return [title, ...rows.map((row) => `${row.label}: ${row.value}`)].join('\n');
}

/** A receipt: its name and status, label and value rows in plain text, and a way to share or save it. */
export function ReceiptCard({ kind, title, rows, status, shareLabel, printLabel }: ReceiptCardProps) {
  return (
    <section className="card receipt" aria-labelledby="receipt-title" data-kind={kind}>
      <div className="receipt__head">
        <h2 id="receipt-title">{title}</h2>
        {status ? <StatusBadge tone={status.tone}>{status.text}</StatusBadge> : null}
      </div>
      <DetailList rows={rows} />
      <div className="no-print receipt__actions">
        <ShareButton title={title} text={receiptShareText(title, rows)} shareLabel={shareLabel} printLabel={printLabel} />
      </div>
    </section>
  );
}
