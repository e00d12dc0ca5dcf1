import { FormattedMessage } from 'react-intl';
import type { ContractTerms } from '@domain/contract/home';
import { type TermsSection, TermsSections } from '@ui/ScrolledTerms';
import { useFormat } from '@ui/useFormat';

/** The sections of the terms, each with its figures from the platform's answer. */
function sectionsOf(terms: ContractTerms, money: (amount: number) => string): TermsSection[] {
  const late: TermsSection = { part: 'late', values: { days: terms.grace_days, fee: money(terms.daily_late_fee) } };
  const signature: TermsSection = { part: 'signature' };
  if (terms.product === 'cicilan') {
    const noFees = terms.admin_fee === 0 && terms.early_repayment_fee_percent === 0;
    return [
      { part: 'cicilan.limit', values: { limit: money(terms.credit_limit) } },
      { part: 'cicilan.rate', values: { rate: terms.monthly_rate_basis_points / 100, min: terms.min_tenor, max: terms.max_tenor } },
      noFees
        ? { part: 'cicilan.noFees' }
        : { part: 'cicilan.fees', values: { admin: money(terms.admin_fee), early: terms.early_repayment_fee_percent } },
      late,
      signature,
    ];
  }
  return [
    { part: 'paylater.limit', values: { limit: money(terms.credit_limit) } },
    terms.monthly_fee_basis_points !== null
      ? { part: 'paylater.feePercent', values: { rate: terms.monthly_fee_basis_points / 100 } }
      : { part: 'paylater.feeFlat', values: { fee: money(terms.monthly_fee ?? 0) } },
    ...(terms.first_month_free ? [{ part: 'paylater.firstMonthFree' }] : []),
    { part: 'paylater.due', values: { day: terms.due_day } },
    late,
    signature,
  ];
}

/** The approved limit, shown large: what the user is about to sign for. */
export function ApprovedLimit({ terms }: { terms: ContractTerms }) {
  const format = useFormat();
  return (
    <p className="signing-limit">
      <span className="signing-limit__label">
        <FormattedMessage id={`signing.terms.limitLabel.${terms.product}`} />
      </span>
      <strong className="signing-limit__figure" data-testid="approved-limit">
        {format.money(terms.credit_limit)}
      </strong>
    </p>
  );
}

/** The main terms of the activation contract, as sections (headings and text) for the scrolling box. */
export function ContractTermsView({ terms }: { terms: ContractTerms }) {
  const format = useFormat();
  return <TermsSections prefix="signing.terms" sections={sectionsOf(terms, format.money)} />;
}
