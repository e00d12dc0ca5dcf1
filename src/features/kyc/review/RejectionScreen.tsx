import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { KYC_HELP_LINKS, type RejectionScreen as Screen } from '@domain/kyc/rejection';
import { kycPath } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import { OutcomeCard } from './OutcomeCard';
import { RejectionImage } from './RejectionImage';
import { LinkButton } from '@ui/LinkButton';

/**
 * A KYC rejection: title, description, image by type, the product's help link, and either the fix
 * button back to the right step (photo and data problems, with home beside it) or, for an outright
 * rejection, home.
 */
export function RejectionScreen({ screen, product }: { screen: Screen; product: KycProduct }) {
  return (
    <OutcomeCard
      image={<RejectionImage kind={screen.image} />}
      titleId={screen.titleId}
      bodyId={screen.descriptionId}
      rejectionType={screen.type}
    >
      {screen.fixStep ? (
        <>
          <Link className="btn btn--primary btn--block" to={kycPath(screen.fixStep, product, { entry_point: 'rejection' })}>
            <FormattedMessage id={screen.fixStep === 1 ? 'kyc.rejection.fixPhotos' : 'kyc.rejection.fixData'} />
          </Link>
          {/* Not now: the fix can wait (the photos are kept), the user is never stuck on this screen. */}
          <LinkButton to="/" messageId="kyc.outcome.backHome" variant="secondary" block />
        </>
      ) : (
        <LinkButton to="/" messageId="kyc.outcome.backHome" block />
      )}
      <a className="btn btn--text btn--block" href={KYC_HELP_LINKS[product]} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="kyc.rejection.help" />
      </a>
    </OutcomeCard>
  );
}
