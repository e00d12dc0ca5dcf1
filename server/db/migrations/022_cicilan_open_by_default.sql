-- Issue 37: a fresh sandbox sells cicilan. The documents' closing date (12 Dec 2022) is long past on
-- today's clock, so starting with it showed every new user a closed product. The platform now starts
-- with no closing date; the closed state is seeded (`cicilan-closed`) or set on /sandbox/lending.
-- A date someone set (updated_at not null) is left as it is.
update lending_settings set cicilan_closing_date = null where updated_at is null and cicilan_closing_date = '2022-12-12';
