import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { aboutLink, cardAction } from '@domain/home/card-actions';
import { cardFigures } from '@domain/home/card-figures';
import { kycFixMessageId } from '@domain/home/kyc-fix';
import type { CardState } from '@domain/home/card-state';
import type { Language } from '@domain/languages';
import type { KycStatus } from '@domain/products';
import { formatPlainDate } from '@domain/plain-date';
import { CardFigures } from './CardFigures';
import { CardIcon } from './CardIcon';

/** Calls to action that must not outshine the page's own primary button (sign-in's Send code) or that step back. */
const SECONDARY_STATUSES = new Set<string>(['LOGIN', 'REJECTED', 'MERCHANT_REJECTED']);

/** Statuses that carry a line of their own under the product's description. */
const STATUS_LINES: Partial<Record<CardState['status'], string>> = {
  ACTIVATED: 'home.status.ACTIVATED',
  WAITING: 'home.status.WAITING',
  APPROVED: 'home.status.APPROVED',
  REJECTED: 'home.status.REJECTED',
  MERCHANT_PENDING: 'home.status.MERCHANT_PENDING',
  MERCHANT_REJECTED: 'home.status.MERCHANT_REJECTED',
  GOMODAL_ACTIVATION_REQUIRED: 'home.status.GOMODAL_ACTIVATION_REQUIRED',
};

export function ProductCard({
  card,
  kycStatus,
  kycRejectionType = null,
}: {
  card: CardState;
  kycStatus: KycStatus | null;
  kycRejectionType?: string | null;
}) {
  const intl = useIntl();
  const language: Language = intl.locale === 'en' ? 'en' : 'id';
  const action = cardAction(card, kycStatus);
  const about = aboutLink(card);
  const titleId = `product-card-${card.product}`;
  const disabled = card.status === 'DISABLED';
  const figures = cardFigures(card);
  // An activated product says what matters (limit left, amount due, due date) rather than "Active".
  // A rejection the user can fix (a blurry photo) says what to redo rather than "not approved".
  const fixLine = card.status === 'REJECTED' ? kycFixMessageId(kycStatus, kycRejectionType) : null;
  const statusLine = figures.length > 0 ? undefined : (fixLine ?? STATUS_LINES[card.status]);
  const values = { date: card.tryAgainDate ? formatPlainDate(card.tryAgainDate, language) : '' };
  return (
    <article
      className={`product-card${disabled ? ' product-card--disabled' : ''}`}
      aria-labelledby={titleId}
      aria-disabled={disabled || undefined}
      data-status={card.status}
    >
      <h2 className="product-card__title" id={titleId}>
        <FormattedMessage id={`home.product.${card.product}.name`} />
      </h2>
      <p className="product-card__description">
        <FormattedMessage id={`home.product.${card.product}.description`} />
      </p>
      {statusLine ? (
        <p className={`product-card__status product-card__status--${card.status.toLowerCase()}`}>
          <FormattedMessage id={statusLine} />
        </p>
      ) : null}
      {figures.length > 0 ? <CardFigures figures={figures} language={language} /> : null}
      {action.href ? (
        <Link
          className={`btn btn--block ${SECONDARY_STATUSES.has(card.status) ? 'btn--secondary' : 'btn--primary'} product-card__cta`}
          to={action.href}
        >
          <CardIcon name={action.icon} />
          <span>
            <FormattedMessage id={action.messageId} values={values} />
          </span>
        </Link>
      ) : (
        <p className="product-card__note">
          <CardIcon name={action.icon} />
          <span>
            <FormattedMessage id={action.messageId} values={values} />
          </span>
        </p>
      )}
      {about ? (
        <Link className="btn btn--text btn--block product-card__about" to={about}>
          <FormattedMessage id={`home.about.${card.product}`} />
        </Link>
      ) : null}
    </article>
  );
}
