-- The money ledger of pay-later and cicilan (issue 9): accounts, orders, refunds, entries and how
-- credits settle debits, virtual accounts with the bank's notices, and the lending settings.
-- Amounts are whole rupiah (integer: the largest sum the sandbox can hold is far below 2^31).
-- Instants come from the platform's (sandbox) clock, never now(). Entries and allocations are only
-- ever added: every balance is computed from them (server/ledger/).

-- A product account: its id is user_products.product_id (the catch-up {id}). Seeding a user again
-- gives the product a new account; the old one stays, unreachable, with its entries.
create table lending_accounts (
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  product text not null check (product in ('paylater', 'cicilan')),
  provider_version text not null check (provider_version in ('OLD', 'NEW')),
  credit_limit integer not null check (credit_limit > 0),
  closure_status text not null default 'NONE' check (closure_status in ('NONE', 'SCHEDULED', 'CLOSED')),
  opened_at timestamptz not null
);
create index lending_accounts_user on lending_accounts (user_id, product);

-- A purchase at a merchant (the checkout): pay-later split in 1-12 instalments, cicilan over 2-12 months.
create table lending_orders (
  id text primary key,
  account_id text not null references lending_accounts (id) on delete cascade,
  merchant text not null,
  principal integer not null check (principal > 0),
  tenor integer not null check (tenor between 1 and 12),
  -- Cicilan's cost over the tenor; 0 for pay-later.
  cost integer not null check (cost >= 0),
  purchased_at timestamptz not null
);
create index lending_orders_account on lending_orders (account_id, purchased_at desc, id);

-- A merchant's refund of (part of) a pay-later purchase: Pending until completes_at, then Completed
-- (its REFUND credit is posted then, once, by the accrual key).
create table lending_refunds (
  id text primary key,
  account_id text not null references lending_accounts (id) on delete cascade,
  order_id text not null references lending_orders (id) on delete cascade,
  amount integer not null check (amount > 0),
  requested_at timestamptz not null,
  completes_at timestamptz not null
);
create index lending_refunds_order on lending_refunds (order_id, requested_at);

-- Debits (PURCHASE, INSTALMENT_COST, SUBSCRIPTION_FEE, LATE_FEE) raise what is owed; credits
-- (REFUND, REPAYMENT, COST_WAIVER) lower it, settling debits through ledger_allocations.
create table ledger_entries (
  id text primary key,
  seq bigint generated always as identity,
  account_id text not null references lending_accounts (id) on delete cascade,
  kind text not null check (kind in ('PURCHASE', 'INSTALMENT_COST', 'SUBSCRIPTION_FEE', 'LATE_FEE', 'REFUND', 'REPAYMENT', 'COST_WAIVER')),
  amount integer not null check (amount > 0),
  posted_at timestamptz not null,
  due_date date,
  order_id text references lending_orders (id) on delete cascade,
  instalment_number integer check (instalment_number between 1 and 12),
  instalment_count integer check (instalment_count between 1 and 12),
  -- The VA (repayments, waivers) or the refund (refund credits) the entry came from.
  reference text,
  -- SUBSCRIPTION_FEE: the fee before the first-month waiver or a discount.
  list_amount integer,
  -- What may be posted once only: LATE_FEE:<day>, SUBSCRIPTION_FEE:<due date>, REFUND:<refund>,
  -- REPAYMENT:<va>, COST_WAIVER:<va>. Accruals are posted when the clock has passed them, by
  -- whichever request comes first; this keeps them single however many come at once.
  accrual_key text,
  unique (account_id, accrual_key)
);
create index ledger_entries_account on ledger_entries (account_id, posted_at, seq);

-- Which debits a credit settled, and how much of each (the credit's amount in all).
create table ledger_allocations (
  credit_entry_id text not null references ledger_entries (id) on delete cascade,
  debit_entry_id text not null references ledger_entries (id) on delete cascade,
  amount integer not null check (amount > 0),
  primary key (credit_entry_id, debit_entry_id)
);
create index ledger_allocations_debit on ledger_allocations (debit_entry_id);

-- A virtual account opened for a catch-up. The stored state changes with the bank's notices;
-- EXPIRED is read from the clock (expires_at), never stored.
create table virtual_accounts (
  id uuid primary key,
  account_id text not null references lending_accounts (id) on delete cascade,
  scope text not null check (scope in ('PAYLATER_ACCOUNT', 'CICILAN_ACCOUNT', 'CICILAN_ORDER')),
  scope_id text not null,
  catchup_type text not null check (catchup_type in ('OVERDUES', 'CURRENT_DUES', 'ALL_DUES', 'PARTIAL')),
  bank_name text not null,
  va_number text not null,
  amount integer not null check (amount > 0),
  state text not null check (state in ('ACTIVE', 'PENDING', 'PAID', 'CANCELLED', 'DENIED', 'DUE_AMOUNT_CHANGED')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  paid_at timestamptz,
  updated_at timestamptz not null
);
create index virtual_accounts_number on virtual_accounts (va_number, created_at desc);
create index virtual_accounts_scope on virtual_accounts (scope_id, created_at desc);
create index virtual_accounts_account on virtual_accounts (account_id, state);

-- The bank's payment notices, once each by the bank's id: a notice sent again gets the first answer.
create table bank_notices (
  notice_id text primary key,
  virtual_account_id uuid not null references virtual_accounts (id) on delete cascade,
  amount integer not null,
  outcome text not null check (outcome in ('SETTLED', 'PENDING', 'DENIED')),
  received_at timestamptz not null,
  answer jsonb not null
);

-- The platform's lending settings (one row): the cicilan closing date for new transactions (null:
-- none) and extra VA freeze days for every product.
create table lending_settings (
  id boolean primary key default true check (id),
  cicilan_closing_date date,
  va_freeze_dates text[] not null,
  updated_at timestamptz
);
insert into lending_settings (id, cicilan_closing_date, va_freeze_dates) values (true, '2022-12-12', '{}');
