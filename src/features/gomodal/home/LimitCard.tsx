import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { GOMODAL_ROUTES } from '@domain/gomodal/routes';
import { useFormat } from '@ui/useFormat';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

/** The offer: "up to" the merchant's limit, and the way to apply. */
export function LimitCard({ maxPrincipal, cashback }: { maxPrincipal: number; cashback: { instalments: number } | null }) {
  const format = useFormat();
  return (
    <Card className="gomodal-limit" titleClassName="gomodal-limit__label" title={<FormattedMessage id="gomodal.limit.label" />}>
      <p className="gomodal-limit__amount">{format.money(maxPrincipal)}</p>
      <p>
        <FormattedMessage id="gomodal.limit.text" />
      </p>
      {cashback ? (
        <p className="gomodal-limit__promo">
          <Link to={GOMODAL_ROUTES.cashbackPromo}>
            <FormattedMessage id="gomodal.promo.limitLink" values={{ count: cashback.instalments }} />
          </Link>
        </p>
      ) : null}
      <LinkButton to={GOMODAL_ROUTES.apply} messageId="gomodal.limit.apply" block />
    </Card>
  );
}
