import { FormattedMessage } from 'react-intl';
import type { CicilanProfile } from '@domain/contract/cicilan';
import { useFormat } from '@ui/useFormat';
import { Card } from '@ui/Card';

/** How cicilan works (rate, tenors, no admin fee, free early repayment, late fee) and whether it still takes new purchases. */
export function TermsCard({ profile }: { profile: CicilanProfile }) {
  const format = useFormat();
  const tenors = profile.tenors.length > 0 ? { min: Math.min(...profile.tenors), max: Math.max(...profile.tenors) } : null;
  return (
    <Card title={<FormattedMessage id="cicilan.terms.title" />}>
      <ul className="benefits">
        <li>
          <FormattedMessage id="cicilan.terms.rate" values={{ rate: profile.monthly_rate_percent }} />
        </li>
        {tenors ? (
          <li>
            <FormattedMessage id="cicilan.terms.tenors" values={tenors} />
          </li>
        ) : null}
        <li>
          <FormattedMessage id="cicilan.terms.noFees" />
        </li>
        <li>
          <FormattedMessage id="cicilan.terms.lateFee" values={{ fee: format.money(profile.daily_late_fee) }} />
        </li>
      </ul>
      {profile.closing_date ? (
        <p className={profile.is_open_for_new_transactions ? 'muted' : 'notice'}>
          <FormattedMessage
            id={profile.is_open_for_new_transactions ? 'cicilan.terms.openUntil' : 'cicilan.terms.closed'}
            values={{ date: format.date(profile.closing_date) }}
          />
        </p>
      ) : null}
    </Card>
  );
}
