import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { afterVerification, reviewOutcome } from '@domain/kyc/rejection';
import { PERSONAL_LOAN, kycPath, kycProductFrom, productWithStatus, type KycProduct } from '@domain/kyc/wizard';
import { formatPlainDate } from '@domain/plain-date';
import { trackEvent } from '@state/analytics';
import { profileAtom } from '@state/session';
import { loadProfile } from '@state/session-actions';
import { useLatestAnswer } from '@state/use-latest-answer';
import { useOnceWhen } from '@state/use-once';
import { LoadingCard } from '@ui/Spinner';
import { ChooseServiceFirst } from '../wizard/ChooseServiceFirst';
import { ReviewIllustration } from '../wizard/ReviewIllustration';
import { OutcomeCard } from './OutcomeCard';
import { RejectionImage } from './RejectionImage';
import { RejectionScreen } from './RejectionScreen';
import { VerifiedIllustration } from './VerifiedIllustration';
import '../wizard/wizard.css';
import { LinkButton } from '@ui/LinkButton';

/** Where "apply again" leads when the page is opened without retry_url. */
const DEFAULT_RETRY_URL = '/paylater/apply';
/** The personal loan is applied for on the cash-loan site, reached through this app's redirect route. */
const PERSONAL_LOAN_ROUTE = '/gopaypinjam';

/** Only paths of this app: retry_url must never send the user to another site. */
function safeRetryUrl(value: string | null, product: KycProduct | null): string {
  if (value?.startsWith('/') && !value.startsWith('//')) return value;
  return product === PERSONAL_LOAN ? PERSONAL_LOAN_ROUTE : DEFAULT_RETRY_URL;
}

/** The guard loaded a profile, maybe before the review; ask again (offline: show what we have). */
const refreshProfile = (): Promise<void> => loadProfile().catch(() => undefined);

/** /kyc/progress: the review status, refreshed from the platform on arrival. */
export default function ProgressPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const product = kycProductFrom(params.get('product'));
  const retryUrl = safeRetryUrl(params.get('retry_url'), product);
  const profile = useAtomValue(profileAtom);
  const fresh = useLatestAnswer(null, refreshProfile).answer.status !== 'pending';

  // The personal loan has no status here: its outcome is the KYC's alone.
  const tracked = product ? productWithStatus(product) : null;
  const info = tracked && profile ? profile.userProductInfo[tracked] : null;
  const outcome =
    product && profile
      ? reviewOutcome({
          kycStatus: profile.kycStatus,
          kycRejectionType: profile.kycRejectionType,
          product,
          productStatus: info?.status ?? '',
          restPeriodEndDate: info?.restPeriodEndDate ?? null,
        })
      : null;

  // Once per arrival, after the fresh profile.
  useOnceWhen(fresh, () => {
    if (!outcome || !product) return;
    const page =
      outcome.kind === 'kyc-rejection' || outcome.kind === 'kyc-rejected-plain' || outcome.kind === 'credit-rejection'
        ? 'rejection'
        : outcome.kind === 'approved'
          ? 'application_success'
          : 'application_review';
    trackEvent('kyc_progress_viewed', {
      page,
      outcome: outcome.kind,
      rejection_type: outcome.kind === 'kyc-rejection' ? outcome.screen.type : null,
      product,
    });
  });

  if (!product) return <ChooseServiceFirst />;
  if (!fresh || !outcome) {
    return <LoadingCard />;
  }

  switch (outcome.kind) {
    case 'kyc-rejection':
      return <RejectionScreen screen={outcome.screen} product={product} />;
    case 'credit-rejection':
      return (
        <OutcomeCard image={<RejectionImage kind="wrong-code" />} titleId="kyc.credit.title" bodyId="kyc.credit.body">
          {outcome.retryDate ? (
            <p className="kyc-outcome__retry">
              <FormattedMessage
                id="kyc.credit.retryOn"
                values={{ date: formatPlainDate(outcome.retryDate, intl.locale === 'en' ? 'en' : 'id') }}
              />
            </p>
          ) : null}
          <LinkButton to="/" messageId="kyc.outcome.backHome" block />
        </OutcomeCard>
      );
    case 'kyc-rejected-plain':
      return (
        <OutcomeCard
          image={<RejectionImage kind="wrong-code" />}
          titleId="kyc.rejection.outright.title"
          bodyId="kyc.rejection.plain.description"
        >
          <LinkButton to={retryUrl} messageId="kyc.rejection.applyAgain" block />
          <LinkButton to="/" messageId="kyc.outcome.backHome" variant="text" block />
        </OutcomeCard>
      );
    case 'approved': {
      const next = afterVerification(product, info?.status ?? '');
      return (
        <OutcomeCard
          image={<VerifiedIllustration />}
          titleId="kyc.approved.title"
          bodyId={
            product === PERSONAL_LOAN ? 'kyc.approved.personalLoan.body' : next.to === '/' ? 'kyc.approved.doneBody' : 'kyc.approved.body'
          }
        >
          <Link className="btn btn--primary btn--block" to={next.to}>
            <FormattedMessage id={next.messageId} />
          </Link>
        </OutcomeCard>
      );
    }
    case 'in-review':
      return (
        <OutcomeCard image={<ReviewIllustration />} titleId="kyc.inReview.title" bodyId="kyc.step4.body">
          <p className="muted">
            <FormattedMessage id="kyc.step4.hint" />
          </p>
          <LinkButton to="/" messageId="kyc.outcome.backHome" block />
        </OutcomeCard>
      );
    case 'not-submitted':
      return (
        <OutcomeCard image={<ReviewIllustration />} titleId="kyc.notSubmitted.title" bodyId="kyc.notSubmitted.body">
          <LinkButton to={kycPath(4, product, { entry_point: 'checkpoint' })} messageId="kyc.notSubmitted.continue" block />
        </OutcomeCard>
      );
  }
}
