import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageTitle } from '@ui/PageTitle';
import { OPERATOR, REGULATOR_CONTACT, telHref } from '@state/operator';
import './about.css';
import { Card } from '@ui/Card';

/** /about: who runs the service, its licence, and how to reach customer service or complain. */
export default function AboutPage() {
  return (
    <div className="about">
      <PageTitle>
        <FormattedMessage id="about.title" />
      </PageTitle>
      <Card title={<FormattedMessage id="about.company" />}>
        <dl className="about__facts">
          <dt>
            <FormattedMessage id="about.companyName" />
          </dt>
          <dd>{OPERATOR.companyName}</dd>
          <dt>
            <FormattedMessage id="about.licence" />
          </dt>
          <dd>{OPERATOR.licence}</dd>
          <dt>
            <FormattedMessage id="about.address" />
          </dt>
          <dd>{OPERATOR.address}</dd>
        </dl>
      </Card>
      <Card title={<FormattedMessage id="about.help" />}>
        <p className="muted">
          <FormattedMessage id="about.helpHours" />
        </p>
        <ul className="about__channels">
          <li>
            <a href={telHref(OPERATOR.phone)}>
              <FormattedMessage id="about.call" values={{ phone: OPERATOR.phone }} />
            </a>
          </li>
          <li>
            <a href={`mailto:${OPERATOR.email}`}>
              <FormattedMessage id="about.email" values={{ email: OPERATOR.email }} />
            </a>
          </li>
        </ul>
      </Card>
      <Card title={<FormattedMessage id="about.complaints" />}>
        <p>
          <FormattedMessage id="about.complaintsHow" />
        </p>
        <ul className="about__channels">
          <li>
            <a href={`mailto:${OPERATOR.complaintsEmail}`}>
              <FormattedMessage id="about.email" values={{ email: OPERATOR.complaintsEmail }} />
            </a>
          </li>
        </ul>
        <p>
          <FormattedMessage id="about.regulator" />
        </p>
        <ul className="about__channels">
          <li>
            <a href={telHref(REGULATOR_CONTACT.phone)}>
              <FormattedMessage id="about.call" values={{ phone: REGULATOR_CONTACT.phone }} />
            </a>
          </li>
          <li>
            <a href={`mailto:${REGULATOR_CONTACT.email}`}>
              <FormattedMessage id="about.email" values={{ email: REGULATOR_CONTACT.email }} />
            </a>
          </li>
        </ul>
      </Card>
      <p>
        <Link to="/">
          <FormattedMessage id="about.home" />
        </Link>
      </p>
    </div>
  );
}
