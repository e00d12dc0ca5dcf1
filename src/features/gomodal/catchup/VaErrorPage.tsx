import { useSearchParams } from 'react-router-dom';
import { GOMODAL_ROUTES, repaymentRoute, submissionDetailRoute } from '@domain/gomodal/routes';
import { GomodalPage } from '../parts/GomodalPage';
import { MessageCard } from '../parts/MessageCard';
import { VA_ERROR_PAGE_REASONS } from './catchup-routes';

/**
 * /gomodal/error/va-transfer?id=&reason=: why the VA could not be opened or paid (the freeze period,
 * a payment pending, nothing to pay, expired, cancelled, denied, the amount due changed), and the way on.
 */
export default function VaErrorPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const reason = VA_ERROR_PAGE_REASONS.find((candidate) => candidate === params.get('reason')) ?? 'general';
  const again = reason === 'nothing-due' ? submissionDetailRoute(id) : repaymentRoute(id);
  return (
    <GomodalPage titleId="gomodal.vaError.title">
      <MessageCard
        headingId={`gomodal.vaError.${reason}.heading`}
        textIds={[`gomodal.vaError.${reason}.text`]}
        actions={[
          ...(id
            ? [{ to: again, messageId: reason === 'nothing-due' ? 'gomodal.card.action.details' : 'gomodal.vaError.again', primary: true }]
            : []),
          // Not only "try again later": someone to ask.
          { to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' },
        ]}
        tone="warning"
      />
    </GomodalPage>
  );
}
