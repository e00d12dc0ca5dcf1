/** The repayment receipt both products answer (contract/lending.ts RepaymentReceipt). */
import type { RepaymentReceipt } from '@domain/contract/lending';
import type { Db } from '../db/client';
import type { LedgerEntryRecord } from './types';
import { virtualAccountById } from './virtual-accounts';

export async function repaymentReceipt(db: Db, entry: LedgerEntryRecord): Promise<RepaymentReceipt | null> {
  const va = entry.kind === 'REPAYMENT' && entry.reference ? await virtualAccountById(db, entry.reference) : null;
  if (!va) return null;
  return {
    kind: 'REPAYMENT',
    id: entry.id,
    amount: entry.amount,
    date: entry.postedAt.toISOString(),
    bankName: va.bankName,
    vaNumber: va.vaNumber,
    catchupType: va.catchupType,
    virtualAccountId: va.id,
  };
}
