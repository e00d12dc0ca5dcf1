import { useSearchParams } from 'react-router-dom';
import { downtimeService } from '@domain/home/partner-app';
import { DowntimeScreen } from './DowntimeScreen';

/** /downtime?service=lender|auth|paylater|cicilan|gomodal: where a service that is down sends the user. */
export function DowntimePage() {
  const [params] = useSearchParams();
  return <DowntimeScreen service={downtimeService(params.get('service'))} />;
}

export default DowntimePage;
