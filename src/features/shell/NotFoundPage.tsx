import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="card card--center">
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link className="btn btn--primary btn--block" to="/">
        <FormattedMessage id="notFound.backHome" />
      </Link>
    </section>
  );
}

export default NotFoundPage;
