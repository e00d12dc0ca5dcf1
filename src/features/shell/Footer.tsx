import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from './LanguageSwitch';

/** On every page: regulator supervision, membership badge, disclaimer and the language switch. */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className="footer">
      <p className="footer__regulator">
        <FormattedMessage id="footer.regulator" />
      </p>
      <div className="footer__membership">
        {/* Lazy: below the fold, and on a signed-in reload the pre-rendered form it sits under is replaced before it would load. */}
        <img src="/badges/afpi.svg" width="90" height="30" loading="lazy" alt={intl.formatMessage({ id: 'footer.membershipBadge' })} />
        <span>
          <FormattedMessage id="footer.membership" />
        </span>
      </div>
      <p className="footer__disclaimer">
        <FormattedMessage id="footer.disclaimer" />
      </p>
      <p className="footer__about">
        <Link to="/about">
          <FormattedMessage id="footer.about" />
        </Link>
      </p>
      <LanguageSwitch />
    </footer>
  );
}
