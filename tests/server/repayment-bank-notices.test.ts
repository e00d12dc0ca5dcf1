/**
 * Money that arrives is never lost (issue 34): banks number their own notices, so ids collide
 * across banks, VAs and products. A thousand random notices sent at once, to one server and (on
 * PostgreSQL) to two servers on one database: every payment is posted exactly once or refused with
 * 409, none is answered 200 and dropped, none answers 5xx, and the ledgers still add up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPaymentResult } from '@domain/contract/money-sandbox';
import type { VirtualAccount } from '@domain/contract/lending-catchup';
import type { VaBank } from '@domain/lending/banks';
import { type Merchant, seededMerchant } from './support/gomodal-support';
import { buy, get, ledgerOf, type MoneyUser, openVa, seededUser, setClock } from './support/money-support';
import { type Answer, call, createTestPlatform, secondServer, type TestPlatform } from './support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

type Product = 'paylater' | 'cicilan' | 'gomodal';
interface OpenVa {
  product: Product;
  va: VirtualAccount;
  user: MoneyUser | Merchant;
}
interface Notice {
  vaNumber: string;
  amount: number;
  noticeId: string;
  outcome: 'SETTLED' | 'PENDING';
}
type App = TestPlatform['app'];

const BANKS: VaBank[] = ['BCA', 'BRI', 'Mandiri'];

/** A small deterministic generator, so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Pay-later, cicilan and merchant-loan accounts, each with one open VA at one of three banks. */
async function openAccounts(counts: Record<Product, number>, banks: readonly VaBank[] = BANKS): Promise<OpenVa[]> {
  await setClock(platform, '2026-03-10T09:00:00+07:00');
  const open: OpenVa[] = [];
  let bank = 0;
  const nextBank = (): VaBank => banks[bank++ % banks.length] as VaBank;
  for (let i = 0; i < counts.paylater; i++) {
    const user = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 200_000 + i * 10_000);
    const accountId = (await get<{ account_id: string }>(platform, user, '/pls/akhirbulan/profile')).data.account_id;
    const va = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES', bankName: nextBank() });
    expect(va.status, JSON.stringify(va.errors)).toBe(201);
    open.push({ product: 'paylater', va: va.data, user });
  }
  for (let i = 0; i < counts.cicilan; i++) {
    const user = await seededUser(platform, 'cicilan-closing-open');
    await buy(platform, user, 600_000 + i * 30_000, { product: 'cicilan', tenor: 3 });
    const accountId = (await get<{ account_id: string }>(platform, user, '/pls/cicilan/profile')).data.account_id;
    const va = await openVa(platform, user, accountId, { catchupType: 'ALL_DUES', bankName: nextBank() });
    expect(va.status, JSON.stringify(va.errors)).toBe(201);
    open.push({ product: 'cicilan', va: va.data, user });
  }
  for (let i = 0; i < counts.gomodal; i++) {
    const merchant = await seededMerchant(platform, 'ongoing');
    const va = await call<VirtualAccount>(
      platform.app,
      'POST',
      `/sme/v1/submissions/${merchant.submissionId}/catchup`,
      { catchupType: 'ALL_DUES', bankName: nextBank() },
      merchant.headers,
    );
    expect(va.status, JSON.stringify(va.errors)).toBe(201);
    open.push({ product: 'gomodal', va: va.data, user: merchant });
  }
  return open;
}

/** Notices to random VAs with ids from a small pool: most ids are reused across banks, VAs and products. */
function randomNotices(open: OpenVa[], count: number, seed: number): { notice: Notice; target: OpenVa }[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const target = open[Math.floor(next() * open.length)] as OpenVa;
    return {
      target,
      notice: {
        vaNumber: target.va.vaNumber,
        amount: target.va.amount,
        noticeId: `N-${Math.floor(next() * 40)}`,
        outcome: next() < 0.1 ? 'PENDING' : 'SETTLED',
      },
    };
  });
}

/** The answers a bank may get: posted, the first answer again, or a refusal that changes nothing. */
const ACCEPTABLE_REFUSALS = new Set(['BANK_NOTICE_CONFLICT', 'VA_ALREADY_PAID']);

interface StoredNotice {
  bank_name: string;
  notice_id: string;
  virtual_account_id: string;
  amount: number;
  outcome: string;
}

async function sendAll(apps: App[], notices: { notice: Notice; target: OpenVa }[]): Promise<Answer<BankPaymentResult>[]> {
  return Promise.all(
    notices.map(({ notice }, index) => call<BankPaymentResult>(apps[index % apps.length] as App, 'POST', '/sandbox/bank/payments', notice)),
  );
}

/** Checks every answer against what the database kept, and the ledgers' invariants. */
async function checkOutcome(
  open: OpenVa[],
  sent: { notice: Notice; target: OpenVa }[],
  answers: Answer<BankPaymentResult>[],
): Promise<string> {
  const stored = await platform.db.query<StoredNotice>(
    'select bank_name, notice_id, virtual_account_id, amount, outcome from bank_notices',
  );
  const byKey = new Map(stored.map((row) => [`${row.bank_name}:${row.notice_id}`, row]));
  expect(byKey.size).toBe(stored.length);
  const states = new Map(
    (await platform.db.query<{ id: string; state: string }>('select id, state from virtual_accounts')).map((row) => [row.id, row.state]),
  );
  const tally = { posted: 0, repeated: 0, conflict: 0, alreadyPaid: 0 };
  answers.forEach((answer, index) => {
    const { notice, target } = sent[index] as { notice: Notice; target: OpenVa };
    expect(answer.status, JSON.stringify(answer.errors)).toBeLessThan(500);
    if (answer.status === 200) {
      // Answered 200: the key is stored for this VA, amount and outcome, and the VA shows it.
      const row = byKey.get(`${target.va.bankName}:${notice.noticeId}`);
      expect(row).toMatchObject({ virtual_account_id: target.va.id, amount: notice.amount, outcome: notice.outcome });
      expect(answer.data.virtualAccountId).toBe(target.va.id);
      const state = states.get(target.va.id);
      expect(notice.outcome === 'SETTLED' ? ['PAID'] : ['PENDING', 'PAID']).toContain(state);
      if (answer.data.posted) tally.posted++;
      else tally.repeated++;
      return;
    }
    expect(answer.status, JSON.stringify(answer.errors)).toBe(409);
    const code = answer.errors[0]?.code ?? '';
    expect(ACCEPTABLE_REFUSALS, code).toContain(code);
    if (code === 'BANK_NOTICE_CONFLICT') {
      // The key is someone else's: another VA, amount or outcome.
      const row = byKey.get(`${target.va.bankName}:${notice.noticeId}`);
      expect(row).toBeDefined();
      expect(row?.virtual_account_id !== target.va.id || row.amount !== notice.amount || row.outcome !== notice.outcome).toBe(true);
      tally.conflict++;
    } else {
      expect(states.get(target.va.id)).toBe('PAID');
      tally.alreadyPaid++;
    }
  });

  // Posted exactly once: a PAID VA has one repayment in its books, an unpaid one none.
  for (const { va } of open) {
    const [ledger] = await platform.db.query<{ n: number }>(
      `select (select count(*) from ledger_entries where kind = 'REPAYMENT' and reference = $1)
            + (select count(*) from gomodal_entries where kind = 'VA_REPAYMENT' and reference = $1) as n`,
      [va.id],
    );
    expect(Number(ledger?.n), va.id).toBe(states.get(va.id) === 'PAID' ? 1 : 0);
    const settledAnswers = answers.filter(
      (answer, index) =>
        answer.status === 200 && answer.data.posted && sent[index]?.target.va.id === va.id && sent[index]?.notice.outcome === 'SETTLED',
    );
    expect(settledAnswers.length).toBeLessThanOrEqual(1);
  }
  // The ledgers still add up: the balance is the entries' sum, never below zero.
  for (const { product, user } of open) {
    if (product === 'gomodal') continue;
    const ledger = await ledgerOf(platform, user as MoneyUser, product);
    const debits = ledger.entries.filter((entry) => !['REFUND', 'REPAYMENT', 'COST_WAIVER'].includes(entry.kind));
    const credits = ledger.entries.filter((entry) => ['REFUND', 'REPAYMENT', 'COST_WAIVER'].includes(entry.kind));
    const sum = (entries: typeof ledger.entries) => entries.reduce((total, entry) => total + entry.amount, 0);
    expect(ledger.balance).toBe(sum(debits) - sum(credits));
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
    expect(ledger.dues.payoff).toBe(ledger.balance);
  }
  expect(tally.posted).toBeGreaterThan(0);
  expect(tally.conflict).toBeGreaterThan(0);
  return `${answers.length} notices: ${tally.posted} posted, ${tally.repeated} repeats answered as first, ${tally.conflict} conflicts (409), ${tally.alreadyPaid} already paid (409), 0 dropped, 0 5xx`;
}

describe('bank notices with colliding ids (issue 34)', () => {
  it('a notice id reused by another bank is posted; by the same bank for another VA it is refused, and the repeat answers as first', async () => {
    const open = await openAccounts({ paylater: 3, cicilan: 0, gomodal: 0 }, ['BCA', 'BRI', 'BCA']);
    const [bca, bri, bca2] = open.map((item) => item.va) as [VirtualAccount, VirtualAccount, VirtualAccount];
    expect([bca.bankName, bri.bankName, bca2.bankName]).toEqual(['BCA', 'BRI', 'BCA']);
    const notice = (va: VirtualAccount, noticeId = 'SAME-1') => ({ vaNumber: va.vaNumber, amount: va.amount, noticeId });
    const first = await call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', notice(bca));
    expect([first.status, first.data.state, first.data.posted]).toEqual([200, 'PAID', true]);
    // Another bank, the same id: its own notice, posted.
    const otherBank = await call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', notice(bri));
    expect([otherBank.status, otherBank.data.state, otherBank.data.posted]).toEqual([200, 'PAID', true]);
    // The same bank, the same id, another VA: refused, nothing posted, the VA still open.
    const reused = await call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', notice(bca2));
    expect([reused.status, reused.errors[0]?.code, reused.errors[0]?.cause]).toEqual([409, 'BANK_NOTICE_CONFLICT', 'noticeId']);
    const current = await get<{ virtualAccount: VirtualAccount }>(
      platform,
      open[2]?.user as MoneyUser,
      `/sme/v1/submissions/${bca2.scopeId}/catchup`,
    );
    expect(current.data.virtualAccount?.state).toBe('ACTIVE');
    // The first notice again: its first answer, posted false.
    const again = await call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', notice(bca));
    expect([again.status, again.data.repaymentId, again.data.posted]).toEqual([200, first.data.repaymentId, false]);
    // The VA paid with a fresh id from its bank.
    const fresh = await call<BankPaymentResult>(platform.app, 'POST', '/sandbox/bank/payments', notice(bca2, 'SAME-2'));
    expect([fresh.status, fresh.data.state]).toEqual([200, 'PAID']);
  });

  it('1,000 random notices at once to one server: each payment posted once or refused with 409, none dropped', {
    timeout: 300_000,
  }, async () => {
    const open = await openAccounts({ paylater: 8, cicilan: 5, gomodal: 4 });
    const sent = randomNotices(open, 1_000, 34);
    const answers = await sendAll([platform.app], sent);
    console.log(`One server (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${await checkOutcome(open, sent, answers)}`);
  });

  // Two servers need a database both can reach: PostgreSQL (npm run test:postgres, as CI runs it).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    '1,000 random notices at once to two servers on one PostgreSQL: the same',
    { timeout: 300_000 },
    async () => {
      const second = await secondServer(platform);
      if (!second) throw new Error('A second server needs PostgreSQL');
      const open = await openAccounts({ paylater: 8, cicilan: 5, gomodal: 4 });
      const sent = randomNotices(open, 1_000, 3_434);
      const answers = await sendAll([platform.app, second.app], sent);
      console.log(`Two servers on one PostgreSQL: ${await checkOutcome(open, sent, answers)}`);
    },
  );
});
