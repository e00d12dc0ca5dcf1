import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { productLink } from '@domain/home/card-actions';
import { maskPhone } from '@domain/phone';
import { BUILD_FLAGS } from '@state/build-flags';
import { usePartnerFrame } from '@state/partner-frame';
import { profileAtom } from '@state/session';
import { CardIcon } from './CardIcon';
import { DowntimeScreen } from './DowntimeScreen';
import { KeptProfileNotice } from './KeptProfileNotice';
import { LogoutButton } from './LogoutButton';
import { ProductCards } from './ProductCards';
import { useHomeCards } from './useHomeCards';

function SignedInHome() {
  const partner = usePartnerFrame();
  const profile = useAtomValue(profileAtom);
  const { cards, loading } = useHomeCards();
  return (
    <>
      <section className="card home-header">
        <h1>
          <FormattedMessage id="home.title" />
        </h1>
        {profile ? (
          <p className="muted">
            <FormattedMessage
              id="home.signedInAs"
              values={{
                phone: <strong className="nowrap masked-phone">{maskPhone(`${profile.countryCode}${profile.phoneNumber}`)}</strong>,
              }}
            />
          </p>
        ) : null}
        <KeptProfileNotice />
      </section>
      <ProductCards
        cards={cards}
        kycStatus={profile?.kycStatus ?? null}
        kycRejectionType={profile?.kycRejectionType ?? null}
        loading={loading}
      />
      <article className="product-card home-extra" aria-labelledby="product-card-gopaypinjam">
        <h2 className="product-card__title" id="product-card-gopaypinjam">
          <FormattedMessage id="home.product.gopaypinjam.name" />
        </h2>
        <p className="product-card__description">
          <FormattedMessage id="home.product.gopaypinjam.description" />
        </p>
        <Link className="btn btn--secondary btn--block product-card__cta" to={productLink('gopaypinjam')}>
          <CardIcon name="open" />
          <span>
            <FormattedMessage id="home.cta.details" />
          </span>
        </Link>
      </article>
      {/* Inside a partner app the account is the partner's: its own bar signs out, not a second button here. */}
      {partner ? null : <LogoutButton />}
    </>
  );
}

/** `/` for a signed-in user: the product cards (section 4), or the downtime screen. */
export function HomePage() {
  if (BUILD_FLAGS.downtime) return <DowntimeScreen service={null} />;
  return <SignedInHome />;
}

export default HomePage;
