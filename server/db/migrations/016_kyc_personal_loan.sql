-- A KYC may be for the personal loan too (document 2, section 1: the identity check is started with
-- paylater, gomodal, paylater_cicilan or gopaypinjam). Its product status is the cash-loan site's,
-- so no user_products row is added for it.
alter table kyc_submissions drop constraint kyc_submissions_product_check;
alter table kyc_submissions add constraint kyc_submissions_product_check
  check (product in ('paylater', 'cicilan', 'gomodal', 'gopaypinjam'));
