/**
 * The last bill per signed-in user and repayment scope, in IndexedDB, so a user with no signal can
 * still read how much to pay and where. Keyed by the worker's own session user; nothing is kept or
 * read without a session, and logout clears the table. Never sent anywhere, never logged.
 */
import type { RepaymentDues, VirtualAccount } from '@domain/contract/repayment';
import { paymentSteps } from '@domain/repayment/banks';
import { catchupAmount } from '@domain/repayment/catchup';
import type { Clock } from '../clock';
import type { DataDb } from '../db';
import type { RepaymentProduct, StoredBill } from './contract';

/** The product's own bill: its account scope (an order's early repayment is kept apart). */
const ACCOUNT_SCOPES: Readonly<Record<RepaymentProduct, StoredBill['scope']>> = {
  paylater: 'PAYLATER_ACCOUNT',
  cicilan: 'CICILAN_ACCOUNT',
};

/** A VA worth keeping: one that can still be paid, or is being paid. */
function payable(va: VirtualAccount | null): VirtualAccount | null {
  return va && (va.state === 'ACTIVE' || va.state === 'PENDING') ? va : null;
}

function withVirtualAccount(bill: StoredBill, va: VirtualAccount | null): StoredBill {
  const kept = payable(va);
  return {
    ...bill,
    virtualAccount: kept,
    paymentSteps: kept ? paymentSteps(kept.bankName) : [],
  };
}

/** The bill as the platform answered it: amounts, dates and the VA to pay, if any. */
export function billFromAnswer(product: RepaymentProduct, dues: RepaymentDues, va: VirtualAccount | null): StoredBill {
  const bill: StoredBill = {
    product,
    scope: dues.scope,
    scopeId: dues.scopeId,
    amountDue: catchupAmount('CURRENT_DUES', dues),
    overdue: dues.overdue,
    payoff: dues.payoff,
    dueDate: dues.dueDate,
    gracePeriodEnd: dues.gracePeriodEnd,
    virtualAccount: null,
    paymentSteps: [],
    asOf: dues.asOf,
  };
  return withVirtualAccount(bill, va);
}

export class BillStore {
  constructor(
    private readonly db: DataDb,
    private readonly currentUserId: () => string | null,
    private readonly clock: Clock,
  ) {}

  async keep(bill: StoredBill): Promise<void> {
    const userId = this.currentUserId();
    if (!userId) return;
    await this.db.repaymentBills.put({ userId, scopeId: bill.scopeId, product: bill.product, bill, savedAt: this.clock.now() });
  }

  async forScope(scopeId: string): Promise<StoredBill | null> {
    const userId = this.currentUserId();
    if (!userId) return null;
    return (await this.db.repaymentBills.get([userId, scopeId]))?.bill ?? null;
  }

  /** The product's account bill (what its home shows). */
  async lastBill(product: RepaymentProduct): Promise<StoredBill | null> {
    const userId = this.currentUserId();
    if (!userId) return null;
    const records = await this.db.repaymentBills.where('userId').equals(userId).toArray();
    const own = records.filter((record) => record.product === product && record.bill.scope === ACCOUNT_SCOPES[product]);
    own.sort((a, b) => b.savedAt - a.savedAt);
    return own[0]?.bill ?? null;
  }

  /**
   * A VA was opened on `scopeId`: that scope's bill carries it, and the product's other kept VAs
   * are dropped, since the platform cancelled them (one VA at a time per account).
   */
  async virtualAccountOpened(product: RepaymentProduct, va: VirtualAccount): Promise<void> {
    const userId = this.currentUserId();
    if (!userId) return;
    await this.db.transaction('rw', this.db.repaymentBills, async () => {
      const records = await this.db.repaymentBills.where('userId').equals(userId).toArray();
      for (const record of records) {
        if (record.product !== product) continue;
        const next = withVirtualAccount(record.bill, record.scopeId === va.scopeId ? va : null);
        await this.db.repaymentBills.put({ ...record, bill: next });
      }
    });
  }

  /** At logout: every user's bills go (the device may be shared). */
  async clear(): Promise<void> {
    await this.db.repaymentBills.clear();
  }
}
