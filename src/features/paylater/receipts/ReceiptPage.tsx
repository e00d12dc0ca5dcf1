import { useParams } from 'react-router-dom';
import { useAnswer } from '@state/use-answer';
import { ProductReceiptPage } from '@ui/lending/ProductReceiptPage';
import { PAYLATER_PAGE_LINKS } from '../page-links';
import { PAYLATER_ERRORS, paylaterReceipt } from '../state';
import { receiptView } from './receipt-rows';

const receiptLinks = () => PAYLATER_PAGE_LINKS;

/** /paylater/receipts/:receiptId: a payment, repayment, fee, late-fee or refund receipt, to read, share or save. */
export default function ReceiptPage() {
  const receipt = useAnswer(paylaterReceipt, useParams().receiptId ?? '', PAYLATER_ERRORS);
  return <ProductReceiptPage product="paylater" receipt={receipt} view={receiptView} links={receiptLinks} />;
}
