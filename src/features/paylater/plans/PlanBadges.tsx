import { FormattedMessage } from 'react-intl';
import type { PlanBadge } from '@domain/paylater/plans';
import { type BadgeTone, StatusBadge } from '@ui/StatusBadge';

const TONES: Record<PlanBadge, BadgeTone> = { current: 'neutral', recommended: 'success', new: 'info', discounted: 'warning' };

/** A plan's badges as words (current, recommended, new, discounted); colour is never the only signal. */
export function PlanBadges({ badges }: { badges: readonly PlanBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <span className="plan-badges">
      {badges.map((badge) => (
        <StatusBadge key={badge} tone={TONES[badge]}>
          <FormattedMessage id={`paylater.plans.badge.${badge}`} />
        </StatusBadge>
      ))}
    </span>
  );
}
