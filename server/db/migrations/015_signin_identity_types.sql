-- The sign-in identity types of the platform document (section 6): gobiz_sso for the merchant app,
-- gopay_sso for the wallet account (the wallet app, and the super-app, whose account is the wallet's).
alter table sso_identities add column identity_type text;
update sso_identities set identity_type = case when provider = 'gobiz' then 'gobiz_sso' else 'gopay_sso' end
  where provider in ('gobiz', 'gojek', 'gopay');
alter table sso_identities add constraint sso_identities_identity_type_check
  check (identity_type is null or identity_type in ('gobiz_sso', 'gopay_sso'));
