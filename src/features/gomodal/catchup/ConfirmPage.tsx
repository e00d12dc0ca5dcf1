import { Navigate, useSearchParams } from 'react-router-dom';
import { GOMODAL_ROUTES, repaymentRoute } from '@domain/gomodal/routes';

/**
 * /gomodal/submission/repayment/confirm?id=: the document's "repayment confirmation" address. The
 * confirmation is the VA itself, shown on the repayment page once its one press opened it (as
 * pay-later's), so this address leads there: to the open VA, or to the choice when none is open.
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Navigate to={id ? repaymentRoute(id) : GOMODAL_ROUTES.home} replace />;
}
