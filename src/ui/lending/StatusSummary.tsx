import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ConsumerProduct } from '@domain/product-journey';
import type { EligibilityStatus } from '@domain/products';
import { Card } from '../Card';
import { ledgerTone } from '../ledger-tone';
import { StatusBadge } from '../StatusBadge';
import { useFormat } from '../useFormat';

interface StatusSummaryProps {
  product: ConsumerProduct;
  /** The home's status (ledgerHomeStatus). */
  status: EligibilityStatus;
  /** The account's figures the status line may name. */
  dueDate: string | null;
  graceEnd: string | null;
  dailyLateFee: number;
  /** Beside the badge (the product's own badge). */
  badge?: ReactNode;
  /** Below the status line (the product's own notes). */
  children?: ReactNode;
}

/**
 * Where a consumer-credit account stands, at the top of its home: the status badge and its line
 * (messages `<product>.home.statusHeading`, `<product>.status.<status>.badge` and `.line`).
 */
export function StatusSummary({ product, status, dueDate, graceEnd, dailyLateFee, badge, children }: StatusSummaryProps) {
  const format = useFormat();
  const values = {
    dueDate: dueDate ? format.date(dueDate) : '',
    graceEnd: graceEnd ? format.date(graceEnd) : '',
    lateFee: format.money(dailyLateFee),
  };
  return (
    <Card className="status-summary" titleClassName="visually-hidden" title={<FormattedMessage id={`${product}.home.statusHeading`} />}>
      <StatusBadge tone={ledgerTone(status)}>
        <FormattedMessage id={`${product}.status.${status}.badge`} />
      </StatusBadge>
      {badge}
      <p>
        <FormattedMessage id={`${product}.status.${status}.line`} values={values} />
      </p>
      {children}
    </Card>
  );
}
