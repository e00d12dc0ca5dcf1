import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card } from './Card';
import type { PageLink } from './PageLinks';

/** A card of links to a product's pages, one a row, named by its heading (a `nav` landmark). */
export function LinkListCard({ title, links }: { title: ReactNode; links: readonly PageLink[] }) {
  return (
    <Card as="nav" className="link-list" title={title}>
      {links.map((link) => (
        <Link key={link.to} className="link-list__item" to={link.to}>
          <FormattedMessage id={link.messageId} />
        </Link>
      ))}
    </Card>
  );
}
