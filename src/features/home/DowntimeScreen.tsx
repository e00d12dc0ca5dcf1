import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { DowntimeService } from '@domain/home/partner-app';
import { useLatestAnswer } from '@state/use-latest-answer';
import { Button } from '@ui/Button';
import { partnerAppLink } from './state';
import './home.css';
import { StrokePath } from '@ui/StrokePath';

/**
 * The downtime screen: title, subtitle (the service's unavailable message when one is named) and a
 * button that opens the partner app when the web app runs inside one, or goes back.
 */
export function DowntimeScreen({ service }: { service: DowntimeService | null }) {
  const navigate = useNavigate();
  const { answer } = useLatestAnswer(service, partnerAppLink);
  const partnerLink = answer.status === 'done' ? answer.value : null;
  const goBack = (): void => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <section className="card card--center downtime" aria-labelledby="downtime-title">
      <svg className="downtime__art" viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="var(--color-primary-soft)" />
        <StrokePath d="M22 42l14-14m-4-6a8 8 0 0010 10l-4 4-10-10zM20 44l4-4" stroke="var(--color-primary)" width="3" />
      </svg>
      <h1 id="downtime-title">
        <FormattedMessage id="home.downtime.title" />
      </h1>
      <p>
        <FormattedMessage id={service ? `common.${service}Unavailable` : 'home.downtime.subtitle'} />
      </p>
      {partnerLink ? (
        <a className="btn btn--primary btn--block" href={partnerLink}>
          <FormattedMessage id="home.downtime.openPartnerApp" />
        </a>
      ) : (
        <Button block onClick={goBack}>
          <FormattedMessage id="home.downtime.back" />
        </Button>
      )}
    </section>
  );
}
