/**
 * Seeded merchants (CONTRACT.md "Seeded states"): one per home-card state and per ineligible state.
 * Loan histories are built backwards from now on the engine's own rules: the loan is stored as paid
 * out in the past, the merchant's sales and failed days are set, and VA payments are made at their
 * past instants after the engine has run up to them, so what the pages show is what the engine would
 * have done day by day.
 */
import type { GomodalSeedState, GomodalSeeded } from '@domain/contract/gomodal-sandbox';
import type { LoanSubmissionStatus } from '@domain/contract/merchant';
import type { CatchupType } from '@domain/lending/catchup';
import { catchupAmount } from '@domain/lending/catchup';
import { firstDueDate } from '@domain/gomodal/due-dates';
import { PHONE_PATTERN } from '@domain/phone';
import { jakartaDate } from '@domain/time';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../db/client';
import { invalidPayload } from '../http/errors';
import { addDays, jakartaDayStart } from '../ledger/calendar';
import { openVirtualAccount } from '../ledger/virtual-accounts';
import type { Clock } from '../sandbox/clock';
import { phoneFromPerson } from '../sandbox/phone-input';
import { findOrCreateUser } from '../users/users';
import { settleLoanVa } from './catchup';
import { insertFailedDay } from './failed-days';
import { insertIncome } from './income';
import { outletsOf, replaceOutlets } from './outlets';
import { insertPause } from './pauses';
import { insertSubmission, updateSubmission } from './submissions';
import { syncMerchant } from './sync';
import { loanDues } from './views';

const DAY = 24 * 60 * 60 * 1000;
const PRINCIPAL = 2_000_000;
const TENURE = 12;

interface MerchantSeed {
  merchantOwner?: boolean;
  entityType?: 'INDIVIDUAL' | 'CORPORATE';
  ownerIdDocument?: 'KTP' | 'PASSPORT';
  accountStatus?: string;
  whitelist?: 'WHITELISTED' | 'BLOCKED';
  tier?: 'BNB' | 'PUBLIC' | 'PREMIUM';
  flag?: 'fraud' | 'delinquent' | 'verification_blocked' | 'credit_policy';
  kycStatus?: 'NEW' | 'KYC_SUBMITTED' | 'KYC_APPROVED';
}

const FACTS: Partial<Record<GomodalSeedState, MerchantSeed>> = {
  'loan-completed': { tier: 'PREMIUM' },
  'kyc-pending': { kycStatus: 'KYC_SUBMITTED' },
  'coming-soon-card': { entityType: 'CORPORATE' },
  'cash-loan-card': { whitelist: 'BLOCKED' },
  'offer-kyc-required': { kycStatus: 'NEW' },
  'non-owner': { merchantOwner: false },
  foreigner: { ownerIdDocument: 'PASSPORT' },
  blocked: { accountStatus: 'BLOCKED' },
  delinquent: { flag: 'delinquent' },
  fraud: { flag: 'fraud' },
  'verification-blocked': { flag: 'verification_blocked' },
  'credit-policy': { flag: 'credit_policy' },
  'cde-rejected-removed': { whitelist: 'BLOCKED' },
  'merchant-pending': { accountStatus: 'MERCHANT_PENDING' },
  'merchant-rejected': { accountStatus: 'MERCHANT_REJECTED' },
};

/** `overdue` holds 1 to 10 days after a due date (the 1st or the 15th): days 2-11 and 16-25 of a month. */
function overdueHolds(date: string): boolean {
  const day = Number(date.slice(8, 10));
  return (day >= 2 && day <= 11) || (day >= 16 && day <= 25);
}

const at = (date: string, time = '10:00'): Date => new Date(`${date}T${time}:00+07:00`);

/** The most recent 1st or 15th on or before `date`. */
function dueDayOnOrBefore(date: string): string {
  const day = Number(date.slice(8, 10));
  if (day >= 15) return `${date.slice(0, 8)}15`;
  return `${date.slice(0, 8)}01`;
}

/** A disbursement date whose first due date is `dueDate` (due-dates.ts bands). */
function disbursedFor(dueDate: string): string {
  const previousMonth = Temporal.PlainDate.from(dueDate).subtract({ months: 1 });
  const date = previousMonth.with({ day: dueDate.endsWith('-01') ? 3 : 10 }).toString();
  if (firstDueDate(date) !== dueDate) throw new Error(`No disbursement date for ${dueDate}`);
  return date;
}

interface SeedLoan {
  disbursedOn: string;
  firstLoan?: boolean;
  status?: LoanSubmissionStatus;
  writtenOffAt?: Date;
}

export async function seedGomodal(db: Db, clock: Clock, rawPhone: string, state: GomodalSeedState): Promise<GomodalSeeded> {
  const e164 = phoneFromPerson(rawPhone);
  const national = e164.startsWith('+62') ? e164.slice(3) : '';
  if (!PHONE_PATTERN.test(national))
    throw invalidPayload('Field "phone" must be an Indonesian mobile number such as +62812345678 or 0812345678.', 'phone');
  if (state === 'overdue') {
    // Only forward, at most 7 days: every other user's loans stay as they were.
    let today = jakartaDate(clock.now().toISOString());
    let moved = 0;
    while (!overdueHolds(today) && moved < 7) {
      today = addDays(today, 1);
      moved += 1;
    }
    if (moved > 0) await clock.advance(moved * DAY);
  }
  const now = clock.now();
  const today = jakartaDate(now.toISOString());
  const facts = FACTS[state] ?? {};
  return db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx, { phoneE164: e164, countryCode: '+62', phoneNumber: national }, null, now);
    await tx.query('update users set kyc_status = $2, updated_at = $3 where id = $1', [
      user.id,
      facts.kycStatus ?? 'KYC_APPROVED',
      now.toISOString(),
    ]);
    // The merchant's earlier loans go: their open VAs can no longer be paid.
    await tx.query(
      `update virtual_accounts set state = 'CANCELLED', updated_at = $2 where scope = 'GOMODAL_SUBMISSION' and state in ('ACTIVE', 'PENDING')
       and account_id in (select id::text from gomodal_submissions where user_id = $1)`,
      [user.id, now.toISOString()],
    );
    for (const table of ['gomodal_submissions', 'gomodal_accounts', 'gomodal_income', 'gomodal_failed_days', 'gomodal_callbacks'])
      await tx.query(`delete from ${table} where user_id = $1`, [user.id]);
    await tx.query(
      `insert into gomodal_accounts (user_id, account_status, whitelist, merchant_owner, merchant_tier, entity_type, owner_id_document,
         flag_fraud, flag_delinquent, flag_verification_blocked, flag_credit_policy, bank_code, bank_name, account_number, account_owner,
         business_address, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '014', 'BCA', $12, 'Toko Sandbox', 'Jl. Melati No. 10, Jakarta Selatan', $13)`,
      [
        user.id,
        facts.accountStatus ?? 'ACTIVE',
        facts.whitelist ?? 'WHITELISTED',
        facts.merchantOwner ?? true,
        facts.tier ?? 'BNB',
        facts.entityType ?? 'INDIVIDUAL',
        facts.ownerIdDocument ?? 'KTP',
        facts.flag === 'fraud',
        facts.flag === 'delinquent',
        facts.flag === 'verification_blocked',
        facts.flag === 'credit_policy',
        `52${national.slice(-8).padStart(8, '0')}`,
        now.toISOString(),
      ],
    );
    await replaceOutlets(tx, user.id);
    const outlets = await outletsOf(tx, user.id);

    const submit = async (status: LoanSubmissionStatus, createdAt: Date): Promise<string> => {
      const id = await insertSubmission(tx, {
        userId: user.id,
        status,
        principal: PRINCIPAL,
        tenure: TENURE,
        offerType: facts.tier === 'PREMIUM' ? 'ONE_TIME' : 'FLEXI',
        purpose: 'P01',
        outletIds: outlets.map((outlet) => outlet.id),
        confirmed: {
          bank: {
            bankCode: '014',
            bankName: 'BCA',
            accountNumber: `52${national.slice(-8).padStart(8, '0')}`,
            accountOwner: 'Toko Sandbox',
          },
          registeredMobileNumber: e164,
          address: 'Jl. Melati No. 10, Jakarta Selatan',
          outlets,
          outletTotal: outlets.length,
        },
        seeded: true,
        createdAt,
      });
      if (!id) throw new Error('Seeding found an application in progress');
      return id;
    };
    const loan = async (seed: SeedLoan): Promise<string> => {
      const disbursedAt = at(seed.disbursedOn);
      const id = await submit('DISBURSED', new Date(disbursedAt.getTime() - 2 * DAY));
      await updateSubmission(
        tx,
        id,
        {
          status: seed.status ?? 'DISBURSED',
          contractSentAt: new Date(disbursedAt.getTime() - DAY),
          contractSignedAt: new Date(disbursedAt.getTime() - DAY + 10 * 60 * 1000),
          disbursedAt,
          firstLoan: seed.firstLoan ?? true,
          loanId: `GML-${id.slice(0, 8).toUpperCase()}`,
          writtenOffAt: seed.writtenOffAt ?? null,
        },
        seed.writtenOffAt ?? disbursedAt,
      );
      return id;
    };
    /** Pays by VA at `when`, after the engine has run up to it. */
    const payByVa = async (id: string, when: Date, type: Exclude<CatchupType, 'PARTIAL'> | number): Promise<void> => {
      const snapshot = await syncMerchant(tx, user.id, when);
      const view = snapshot.loans.get(id);
      if (!view) throw new Error('Seeding a payment without a loan');
      const dues = loanDues(view, when);
      const amount = typeof type === 'number' ? type : catchupAmount(type, dues);
      const va = await openVirtualAccount(
        tx,
        {
          accountId: id,
          scope: { kind: 'GOMODAL_SUBMISSION', id },
          catchupType: typeof type === 'number' ? 'PARTIAL' : type,
          bankName: 'BCA',
          amount,
        },
        when,
      );
      await settleLoanVa(tx, va, when);
    };
    const incomeFrom = (from: string, amount: number) => insertIncome(tx, user.id, { amount, from, until: null }, at(from, '00:00'));
    /** The first instalment leaves exactly 50,000 unpaid at its due date `dueDate`; no sales since. */
    const leftUnpaid = async (dueDate: string): Promise<string> => {
      const disbursedOn = disbursedFor(dueDate);
      await incomeFrom(disbursedOn, 0);
      const id = await loan({ disbursedOn });
      const snapshot = await syncMerchant(tx, user.id, at(dueDate));
      const first = snapshot.loans.get(id)?.book.lines[0];
      if (!first) throw new Error('Seeding an overdue loan without instalments');
      await payByVa(id, at(dueDate), first.owedPrincipal + first.owedInterest - 50_000);
      return id;
    };

    let submissionId: string | null = null;
    const tenDaysAgo = addDays(today, -10);
    switch (state) {
      case 'ongoing':
        submissionId = await loan({ disbursedOn: tenDaysAgo });
        break;
      case 'outstanding-before-due-date':
        submissionId = await loan({ disbursedOn: tenDaysAgo });
        await insertFailedDay(tx, user.id, addDays(today, -1));
        await insertFailedDay(tx, user.id, addDays(today, -2));
        break;
      case 'repaid':
        submissionId = await loan({ disbursedOn: tenDaysAgo });
        await payByVa(submissionId, at(addDays(today, -1)), 'CURRENT_DUES');
        break;
      case 'payment-holiday':
        submissionId = await loan({ disbursedOn: tenDaysAgo });
        await insertPause(tx, submissionId, { from: addDays(today, -2), resumeOn: addDays(today, 5) }, at(addDays(today, -3)));
        break;
      case 'overdue':
        submissionId = await leftUnpaid(dueDayOnOrBefore(addDays(today, -1)));
        break;
      case 'overdue-with-late-fees':
        submissionId = await leftUnpaid(dueDayOnOrBefore(addDays(today, -11)));
        break;
      case 'early-loan-completed': {
        const disbursedOn = Temporal.PlainDate.from(today).subtract({ months: 2, days: 5 }).toString();
        submissionId = await loan({ disbursedOn });
        await payByVa(submissionId, at(Temporal.PlainDate.from(disbursedOn).add({ months: 2 }).toString()), 'ALL_DUES');
        break;
      }
      case 'loan-completed':
        submissionId = await loan({ disbursedOn: Temporal.PlainDate.from(today).subtract({ months: 14 }).toString() });
        break;
      case 'write-off': {
        const disbursedOn = addDays(today, -250);
        await incomeFrom(disbursedOn, 0);
        submissionId = await loan({ disbursedOn, status: 'WRITE_OFF', writtenOffAt: at(addDays(firstDueDate(disbursedOn), 200), '09:00') });
        break;
      }
      case 'pending':
        submissionId = await submit('PENDING', new Date(now.getTime() - 60 * 1000));
        break;
      case 'loan-processing':
        submissionId = await submit('SUBMITTED', new Date(now.getTime() - 60 * 60 * 1000));
        break;
      case 'applied':
        submissionId = await submit('APPLIED', new Date(now.getTime() - 3 * 60 * 60 * 1000));
        break;
      case 'contract-sent':
      case 'error-contract-expired': {
        const sentAt = new Date(now.getTime() - (state === 'contract-sent' ? 5 : 120) * 60 * 1000);
        submissionId = await submit('APPLIED', new Date(sentAt.getTime() - 60 * 60 * 1000));
        await updateSubmission(tx, submissionId, { status: 'CONTRACT_SENT', contractSentAt: sentAt }, sentAt);
        break;
      }
      case 'error-loan-processing': {
        const signedAt = new Date(now.getTime() - DAY);
        submissionId = await submit('APPLIED', new Date(signedAt.getTime() - 2 * 60 * 60 * 1000));
        await updateSubmission(
          tx,
          submissionId,
          { status: 'ERROR_DISBURSEMENT', contractSentAt: new Date(signedAt.getTime() - 10 * 60 * 1000), contractSignedAt: signedAt },
          signedAt,
        );
        break;
      }
      case 'cde-rejected':
      case 'cde-rejected-removed': {
        // Two days ago, but never in the previous month: removed from the allow-list, the retry is the next 1st.
        const rejectedAt = new Date(Math.max(now.getTime() - 2 * DAY, jakartaDayStart(`${today.slice(0, 8)}01`) + 60 * 1000));
        submissionId = await submit('APPLIED', new Date(rejectedAt.getTime() - DAY));
        await updateSubmission(tx, submissionId, { status: 'ERROR_CREDIT_POLICY' }, rejectedAt);
        break;
      }
      default:
        break;
    }
    const synced = await syncMerchant(tx, user.id, now);
    const running = synced.submissions.find((submission) => ['DISBURSED', 'APPLICATION_COMPLETED'].includes(submission.status));
    // The platform home's product card: a merchant with a loan has the product ACTIVATED.
    await tx.query(
      `update user_products set status = $2, eligibility = $3, whitelisted = $4, product_id = $5, updated_at = $6 where user_id = $1 and product = 'gomodal'`,
      [
        user.id,
        running ? 'ACTIVATED' : 'NOT_APPLIED',
        running ? (running.status === 'DISBURSED' ? 'ACTIVE_WITHDUES' : 'ACTIVE_NODUES') : 'REQUIRES_CONSENT',
        (facts.whitelist ?? 'WHITELISTED') === 'WHITELISTED',
        running?.id ?? null,
        now.toISOString(),
      ],
    );
    return { phone: e164, state, userId: user.id, submissionId, now: now.toISOString() };
  });
}
