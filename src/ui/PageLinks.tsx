import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/** A link under a page: where it leads and the message id of its words. */
export interface PageLink {
  to: string;
  messageId: string;
}

/** The links under an area's pages (its other lists, back to its home), as one named navigation. */
export function PageLinks({ labelId, links, printed = true }: { labelId: string; links: readonly PageLink[]; printed?: boolean }) {
  const intl = useIntl();
  return (
    <nav className={printed ? 'page-links' : 'page-links no-print'} aria-label={intl.formatMessage({ id: labelId })}>
      {links.map((link) => (
        <Link key={link.to} className="btn btn--text btn--block" to={link.to}>
          <FormattedMessage id={link.messageId} />
        </Link>
      ))}
    </nav>
  );
}
