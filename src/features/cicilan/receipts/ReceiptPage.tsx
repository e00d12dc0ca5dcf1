import { useParams } from 'react-router-dom';
import type { CicilanReceipt } from '@domain/contract/cicilan';
import { useAnswer } from '@state/use-answer';
import { ProductReceiptPage } from '@ui/lending/ProductReceiptPage';
import { CICILAN_PAGE_LINKS, orderRoute } from '../links';
import { CICILAN_ERRORS, cicilanReceipt } from '../state';
import { receiptView } from './receipt-rows';

/** A loan order's receipt leads back to its order too. */
function receiptLinks(receipt: CicilanReceipt | null) {
  return receipt?.kind === 'LOAN_ORDER'
    ? [{ to: orderRoute(receipt.id), messageId: 'cicilan.receipt.toOrder' }, ...CICILAN_PAGE_LINKS]
    : CICILAN_PAGE_LINKS;
}

/** /cicilan/receipts/:receiptId: a loan-order receipt (by order id) or a repayment receipt, to read, share or save. */
export default function ReceiptPage() {
  const receipt = useAnswer(cicilanReceipt, useParams().receiptId ?? '', CICILAN_ERRORS);
  return <ProductReceiptPage product="cicilan" receipt={receipt} view={receiptView} links={receiptLinks} />;
}
