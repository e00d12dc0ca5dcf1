import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { maskPhone } from '../../domain/phone';
import { profileAtom } from '../../state/session';

/** `/` for a signed-in user. The product cards arrive with their own issue. */
export function HomePage() {
  const profile = useAtomValue(profileAtom);
  return (
    <section className="card">
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
      {profile ? (
        <p className="muted">
          <FormattedMessage id="home.signedInAs" values={{ phone: <strong className="nowrap">{maskPhone(`${profile.countryCode}${profile.phoneNumber}`)}</strong> }} />
        </p>
      ) : null}
      <Link className="btn btn--secondary btn--block" to="/logout">
        <FormattedMessage id="home.logout" />
      </Link>
    </section>
  );
}

export default HomePage;
