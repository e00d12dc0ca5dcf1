/** Ids the ledger makes: random, so one user's ids say nothing about another's. */
import { randomBytes, randomUUID } from 'node:crypto';

const code = (bytes: number): string => randomBytes(bytes).toString('hex').toUpperCase();

export const newAccountId = (): string => `ACC-${code(5)}`;
export const newOrderId = (): string => `ORD-${code(6)}`;
export const newRefundId = (): string => `RF-${code(6)}`;
export const newEntryId = (): string => randomUUID();
export const newVirtualAccountId = (): string => randomUUID();
