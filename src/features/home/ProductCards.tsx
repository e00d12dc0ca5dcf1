import { FormattedMessage, useIntl } from 'react-intl';
import type { CardState } from '@domain/home/card-state';
import type { KycStatus } from '@domain/products';
import { ProductCard } from './ProductCard';
import './home.css';

/** The list of product cards; busy while their statuses load. */
export function ProductCards({
  cards,
  kycStatus,
  kycRejectionType = null,
  loading = false,
}: {
  cards: CardState[];
  kycStatus: KycStatus | null;
  kycRejectionType?: string | null;
  loading?: boolean;
}) {
  const intl = useIntl();
  return (
    <section className="product-cards" aria-label={intl.formatMessage({ id: 'home.products.label' })} aria-busy={loading || undefined}>
      {cards.map((card) => (
        <ProductCard key={card.product} card={card} kycStatus={kycStatus} kycRejectionType={kycRejectionType} />
      ))}
      {cards.length === 0 ? (
        <p className="card muted">
          <FormattedMessage id="home.products.none" />
        </p>
      ) : null}
    </section>
  );
}
