-- The extended period's cost (issue 10): when a due-date change that makes a bill later applies, the
-- monthly fee of that bill pro rata for the days added is posted on it as an EXTENSION_FEE debit
-- (server/ledger/due-date-changes.ts), so the bill, the lines and the receipts show it.
alter table ledger_entries drop constraint ledger_entries_kind_check;
alter table ledger_entries add constraint ledger_entries_kind_check
  check (kind in ('PURCHASE', 'INSTALMENT_COST', 'SUBSCRIPTION_FEE', 'EXTENSION_FEE', 'LATE_FEE', 'REFUND', 'REPAYMENT', 'COST_WAIVER'));
