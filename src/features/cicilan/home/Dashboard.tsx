import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CicilanProfile } from '@domain/contract/cicilan';
import { BillCard } from '@ui/lending/BillCard';
import { ledgerHomeStatus, ledgerTone } from '@ui/ledger-tone';
import { LimitMeter } from '@ui/LimitMeter';
import { StatusBadge } from '@ui/StatusBadge';
import { useFormat } from '@ui/useFormat';
import { TermsCard } from './TermsCard';
import { CICILAN_REPAYMENT_ROUTE } from '../links';

/** The activated cicilan home: where the account stands, what is due, the limit, how it works. */
export function Dashboard({ profile }: { profile: CicilanProfile }) {
  const intl = useIntl();
  const format = useFormat();
  const status = ledgerHomeStatus(profile.product_status);
  const used = Math.max(0, profile.credit_limit - profile.available_limit);
  const values = {
    dueDate: profile.due_date ? format.date(profile.due_date) : '',
    graceEnd: profile.grace_period_end ? format.date(profile.grace_period_end) : '',
    lateFee: format.money(profile.daily_late_fee),
  };
  return (
    <div className="dashboard" data-status={status}>
      <section className="card status-summary" aria-labelledby="cicilan-status-title">
        <h2 id="cicilan-status-title" className="visually-hidden">
          <FormattedMessage id="cicilan.home.statusHeading" />
        </h2>
        <StatusBadge tone={ledgerTone(status)}>
          <FormattedMessage id={`cicilan.status.${status}.badge`} />
        </StatusBadge>
        <p>
          <FormattedMessage id={`cicilan.status.${status}.line`} values={values} />
        </p>
      </section>
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
      <nav className="card link-list" aria-labelledby="cicilan-links-title">
        <h2 id="cicilan-links-title">
          <FormattedMessage id="cicilan.home.linksTitle" />
        </h2>
        <Link className="link-list__item" to="/cicilan/unpaid">
          <FormattedMessage id="cicilan.unpaid.title" />
        </Link>
        <Link className="link-list__item" to="/cicilan/history">
          <FormattedMessage id="cicilan.history.title" />
        </Link>
      </nav>
      <TermsCard profile={profile} />
      <Link className="btn btn--text btn--block" to="/">
        <FormattedMessage id="cicilan.backHome" />
      </Link>
    </div>
  );
}
