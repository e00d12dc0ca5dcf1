import { FormattedMessage } from 'react-intl';
import type { HomeBadgeType } from '@domain/paylater/home-extras';

/** The home's badge (extended period, no dues), beside the account status; nothing for none. */
export function HomeBadge({ badge }: { badge: HomeBadgeType }) {
  if (badge === 'none') return null;
  return (
    <span className="home-badge" data-badge={badge}>
      <FormattedMessage id={`paylater.badge.${badge}`} />
    </span>
  );
}
