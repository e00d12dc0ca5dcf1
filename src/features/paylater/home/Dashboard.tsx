import { FormattedMessage } from 'react-intl';
import type { PaylaterProfile } from '@domain/contract/paylater';
import { ledgerHomeStatus } from '@ui/ledger-tone';
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
import { LinkListCard } from '@ui/LinkListCard';
import { StatusSummary } from '@ui/lending/StatusSummary';
import { LinkButton } from '@ui/LinkButton';

const HOME_LINKS = [
  { to: '/paylater/unpaid', messageId: 'paylater.unpaid.title' },
  { to: '/paylater/history', messageId: 'paylater.history.title' },
  { to: '/paylater/plans', messageId: 'paylater.plans.title' },
  { to: '/paylater/duedate', messageId: 'paylater.duedate.title' },
  { to: '/paylater/duedate/extended-period', messageId: 'paylater.duedate.extended.title' },
];

/** The activated pay-later home: where the account stands, the limit, the bill, the fee, where to shop. */
export function Dashboard({ profile }: { profile: PaylaterProfile }) {
  const slik = useSlikBlock();
  const oldVersionEnded = useOldVersionEnded(profile.migration_type);
  // What blocks a purchase, in the platform's order: the SLIK answers, then the old version's end.
  const purchaseDetour = slik ? slikDetourPath('transaction', '/gopaylater/ab') : oldVersionEnded ? MIGRATION_ROUTE : undefined;
  const status = ledgerHomeStatus(profile.product_status);
  // The invitation to learn comes first only while there is no bill: a bill is what the user came for.
  const billShown = profile.owed.total > 0;
  return (
    <div className="dashboard" data-status={status}>
      {billShown ? null : <HowItWorksCard />}
      <StatusSummary
        product="paylater"
        status={status}
        dueDate={profile.due_date}
        graceEnd={profile.grace_end_date}
        dailyLateFee={profile.daily_late_fee}
        badge={<HomeBadge badge={profile.badge} />}
      >
        {profile.account_closure_status !== 'NONE' ? (
          <p className="notice" role="note">
            <FormattedMessage id={`paylater.home.closure.${profile.account_closure_status}`} />
          </p>
        ) : null}
      </StatusSummary>
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
      <LinkListCard title={<FormattedMessage id="paylater.home.linksTitle" />} links={HOME_LINKS} />
      <ExploreList items={profile.explore_items} detour={purchaseDetour} />
      <HowItWorksLinks />
      <LinkButton to="/" messageId="paylater.backHome" variant="text" block />
    </div>
  );
}
