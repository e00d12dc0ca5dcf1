/**
 * Pay-later's own call of the sandbox's money loop: the merchant's refund of (part of) a pay-later
 * purchase (the documents give cicilan no refund). The shared calls (checkout, bank, ledger view,
 * settings) and the refund's Pending time are in money-sandbox.ts.
 */
import * as v from 'valibot';
import { CHECKOUT_MAX_AMOUNT, SandboxPhoneSchema, rupiahSchema } from './money-sandbox';
import type { PaylaterRefund } from './paylater';

/** POST /sandbox/refunds (MONEY_SANDBOX_PATHS.refunds). */
export const RefundRequestSchema = v.object({
  phone: SandboxPhoneSchema,
  orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  amount: rupiahSchema(1, CHECKOUT_MAX_AMOUNT),
});
export type RefundRequest = v.InferOutput<typeof RefundRequestSchema>;
export type RefundResult = PaylaterRefund;
