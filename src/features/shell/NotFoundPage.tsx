import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@ui/LinkButton';

export function NotFoundPage() {
  return (
    <section className="card card--center">
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <LinkButton to="/" messageId="notFound.backHome" block />
    </section>
  );
}

export default NotFoundPage;
