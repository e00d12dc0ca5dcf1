import { FormattedMessage, useIntl } from 'react-intl';
import type { CicilanProfile } from '@domain/contract/cicilan';
import { BillCard } from '@ui/lending/BillCard';
import { ledgerHomeStatus } from '@ui/ledger-tone';
import { LimitMeter } from '@ui/LimitMeter';
import { useFormat } from '@ui/useFormat';
import { LinkListCard } from '@ui/LinkListCard';
import { StatusSummary } from '@ui/lending/StatusSummary';
import { CICILAN_REPAYMENT_ROUTE } from '../links';
import { TermsCard } from './TermsCard';
import { LinkButton } from '@ui/LinkButton';

const HOME_LINKS = [
  { to: '/cicilan/unpaid', messageId: 'cicilan.unpaid.title' },
  { to: '/cicilan/history', messageId: 'cicilan.history.title' },
];

/** The activated cicilan home: where the account stands, what is due, the limit, how it works. */
export function Dashboard({ profile }: { profile: CicilanProfile }) {
  const intl = useIntl();
  const format = useFormat();
  const status = ledgerHomeStatus(profile.product_status);
  const used = Math.max(0, profile.credit_limit - profile.available_limit);
  return (
    <div className="dashboard" data-status={status}>
      <StatusSummary
        product="cicilan"
        status={status}
        dueDate={profile.due_date}
        graceEnd={profile.grace_period_end}
        dailyLateFee={profile.daily_late_fee}
      />
      <BillCard
        figures={profile}
        graceEnd={profile.grace_period_end}
        payRoute={CICILAN_REPAYMENT_ROUTE}
        extraRows={[
          { key: 'payoff', label: intl.formatMessage({ id: 'cicilan.bill.payoff' }), value: format.money(profile.payoff_amount) },
        ]}
        note={
          profile.total_amount > profile.payoff_amount ? (
            <FormattedMessage
              id="cicilan.bill.payoffSaves"
              values={{ saving: format.money(profile.total_amount - profile.payoff_amount) }}
            />
          ) : null
        }
      />
      <LimitMeter
        headingId="cicilan-limit-title"
        title={<FormattedMessage id="cicilan.limit.available" />}
        available={format.money(profile.available_limit)}
        usedPercent={profile.credit_limit > 0 ? (used / profile.credit_limit) * 100 : 0}
        barLabel={intl.formatMessage({ id: 'cicilan.limit.usedBar' })}
        usedLine={
          <FormattedMessage id="cicilan.limit.used" values={{ used: format.money(used), limit: format.money(profile.credit_limit) }} />
        }
      />
      <LinkListCard title={<FormattedMessage id="cicilan.home.linksTitle" />} links={HOME_LINKS} />
      <TermsCard profile={profile} />
      <LinkButton to="/" messageId="cicilan.backHome" variant="text" block />
    </div>
  );
}
