import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RepaymentProduct } from '@worker/repayment/contract';
import '@ui/lending/va/va.css';
import './repayment.css';

interface RepaymentFrameProps {
  product: RepaymentProduct;
  orderId: string | null;
  /** Overrides the page's title (a VA's state, the success). */
  titleId?: string;
  titleValues?: Record<string, string>;
  children: ReactNode;
}

/** The card every repayment screen sits in, with its one h1 (focusable, for the route focus). */
export function RepaymentFrame({ product, orderId, titleId, titleValues, children }: RepaymentFrameProps) {
  const title = titleId ?? (orderId ? 'repayment.title.order' : `repayment.title.${product}`);
  return (
    <section className="card repayment" aria-labelledby="repayment-title">
      <h1 id="repayment-title" tabIndex={-1}>
        <FormattedMessage id={title} values={titleValues} />
      </h1>
      {children}
    </section>
  );
}
