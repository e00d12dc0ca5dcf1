import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PaylaterProfile } from '@domain/contract/paylater';
import { ledgerHomeStatus, ledgerTone } from '@ui/ledger-tone';
import { StatusBadge } from '@ui/StatusBadge';
import { useFormat } from '@ui/useFormat';
import { LenderNudge } from '../duedate/LenderNudge';
import { MIGRATION_ROUTE } from '../migration/state';
import { slikDetourPath } from '@domain/lending/slik-blockers';
import { BillCard } from '@ui/lending/BillCard';
import { PAYLATER_REPAYMENT_ROUTE } from '../page-links';
import { MigrationCard, SlikBanner, useOldVersionEnded, useSlikBlock } from './AccountNotices';
import { ExploreList } from './ExploreList';
import { FeeCard } from './FeeCard';
import { FeeOfferCard } from './FeeOfferCard';
import { HomeBadge } from './HomeBadge';
import { HowItWorksCard, HowItWorksLinks } from './HowItWorksCard';
import '../learn/learn.css';
import { LimitCard } from './LimitCard';

/** The activated pay-later home: where the account stands, the limit, the bill, the fee, where to shop. */
export function Dashboard({ profile }: { profile: PaylaterProfile }) {
  const format = useFormat();
  const slik = useSlikBlock();
  const oldVersionEnded = useOldVersionEnded(profile.migration_type);
  // What blocks a purchase, in the platform's order: the SLIK answers, then the old version's end.
  const purchaseDetour = slik ? slikDetourPath('transaction', '/gopaylater/ab') : oldVersionEnded ? MIGRATION_ROUTE : undefined;
  const status = ledgerHomeStatus(profile.product_status);
  const values = {
    dueDate: profile.due_date ? format.date(profile.due_date) : '',
    graceEnd: profile.grace_end_date ? format.date(profile.grace_end_date) : '',
    lateFee: format.money(profile.daily_late_fee),
  };
  // The invitation to learn comes first only while there is no bill: a bill is what the user came for.
  const billShown = profile.owed.total > 0;
  return (
    <div className="dashboard" data-status={status}>
      {billShown ? null : <HowItWorksCard />}
      <section className="card status-summary" aria-labelledby="paylater-status-title">
        <h2 id="paylater-status-title" className="visually-hidden">
          <FormattedMessage id="paylater.home.statusHeading" />
        </h2>
        <StatusBadge tone={ledgerTone(status)}>
          <FormattedMessage id={`paylater.status.${status}.badge`} />
        </StatusBadge>
        <HomeBadge badge={profile.badge} />
        <p>
          <FormattedMessage id={`paylater.status.${status}.line`} values={values} />
        </p>
        {profile.account_closure_status !== 'NONE' ? (
          <p className="notice" role="note">
            <FormattedMessage id={`paylater.home.closure.${profile.account_closure_status}`} />
          </p>
        ) : null}
      </section>
      <LenderNudge />
      {slik ? <SlikBanner /> : null}
      {profile.migration_type ? <MigrationCard /> : null}
      <BillCard
        figures={profile}
        graceEnd={profile.grace_end_date}
        payRoute={slik ? slikDetourPath('repayment', PAYLATER_REPAYMENT_ROUTE) : PAYLATER_REPAYMENT_ROUTE}
      />
      {billShown ? <HowItWorksCard /> : null}
      <LimitCard creditLimit={profile.credit_limit} availableLimit={profile.available_limit} />
      <FeeCard profile={profile} />
      <FeeOfferCard offer={profile.active_discount_offers.subs_fee} />
      <nav className="card link-list" aria-labelledby="paylater-links-title">
        <h2 id="paylater-links-title">
          <FormattedMessage id="paylater.home.linksTitle" />
        </h2>
        <Link className="link-list__item" to="/paylater/unpaid">
          <FormattedMessage id="paylater.unpaid.title" />
        </Link>
        <Link className="link-list__item" to="/paylater/history">
          <FormattedMessage id="paylater.history.title" />
        </Link>
        <Link className="link-list__item" to="/paylater/plans">
          <FormattedMessage id="paylater.plans.title" />
        </Link>
        <Link className="link-list__item" to="/paylater/duedate">
          <FormattedMessage id="paylater.duedate.title" />
        </Link>
        <Link className="link-list__item" to="/paylater/duedate/extended-period">
          <FormattedMessage id="paylater.duedate.extended.title" />
        </Link>
      </nav>
      <ExploreList items={profile.explore_items} detour={purchaseDetour} />
      <HowItWorksLinks />
      <Link className="btn btn--text btn--block" to="/">
        <FormattedMessage id="paylater.backHome" />
      </Link>
    </div>
  );
}
