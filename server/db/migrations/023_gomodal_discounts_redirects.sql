-- Issue 38, the merchant loan's last items (server/gomodal/CONTRACT.md):
-- 1. discounts the lender grants (interest, principal, late fee waived) are entries of the loan's book
--    (kind DISCOUNT, details {component}), replayed at their instant as a VA payment is;
-- 2. a loan redirect code (SME03-SME05, src/domain/gomodal/loan-redirects.ts) the platform answers
--    for this merchant instead of the offer: the app leaves for that code's full-page target.
alter table gomodal_entries drop constraint gomodal_entries_kind_check;
alter table gomodal_entries add constraint gomodal_entries_kind_check
  check (kind in ('DEDUCTION', 'LATE_FEE', 'VA_REPAYMENT', 'DISCOUNT'));

alter table gomodal_accounts add column loan_redirect text check (loan_redirect in ('SME03', 'SME04', 'SME05'));
