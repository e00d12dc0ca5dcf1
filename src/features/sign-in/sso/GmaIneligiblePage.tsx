import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SOURCE_APPS } from '@domain/source-info';
import { GMA_APP_LINK, GMA_INELIGIBLE_TYPES, GMA_KTP_HELP_LINK, type GmaIneligibleType } from '@domain/sign-in/routing';
import { storedSourceInfo } from '@state/session-actions';
import { useLatestAnswer } from '@state/use-latest-answer';
import { Button } from '@ui/Button';
import { MessageCard } from './MessageCard';
import { ServerErrorView } from './SsoOutcomeViews';
import { BackButton } from '@ui/BackButton';

function isIneligibleType(value: string | null): value is GmaIneligibleType {
  return (GMA_INELIGIBLE_TYPES as readonly (string | null)[]).includes(value);
}

/** Whether the page was opened inside the business-loan partner app (it said so at /sso/gma or in the query). */
function useInsidePartnerApp(): boolean {
  const [params] = useSearchParams();
  const { answer } = useLatestAnswer(null, storedSourceInfo);
  return (
    params.get('source') === SOURCE_APPS.businessLoanApp ||
    (answer.status === 'done' && answer.value?.sourceApp === SOURCE_APPS.businessLoanApp)
  );
}

/** /gma/ineligible?type=corporate|foreigner: why the partner app's account cannot borrow here. */
export function GmaIneligiblePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const intl = useIntl();
  const inside = useInsidePartnerApp();
  const type = params.get('type');
  if (!isIneligibleType(type)) return <ServerErrorView />;

  const back = (): void => {
    if (inside) window.location.assign(GMA_APP_LINK);
    else navigate('/', { replace: true });
  };

  return (
    <>
      <div className="sso-back-title">
        <BackButton label={intl.formatMessage({ id: inside ? 'sso.gma.backToApp' : 'notFound.backHome' })} onClick={back} />
        <p className="sso-back-title__text">
          <FormattedMessage id="sso.ineligible.backTitle" />
        </p>
      </div>
      <MessageCard
        tone="info"
        title={<FormattedMessage id={`sso.ineligible.${type}.title`} />}
        actions={
          type === 'foreigner' ? (
            <a className="btn btn--primary btn--block" href={GMA_KTP_HELP_LINK}>
              <FormattedMessage id="sso.ineligible.foreigner.cta" />
            </a>
          ) : (
            <Button block onClick={back}>
              <FormattedMessage id={inside ? 'sso.gma.backToApp' : 'notFound.backHome'} />
            </Button>
          )
        }
      >
        <p className="muted">
          <FormattedMessage id={`sso.ineligible.${type}.body`} />
        </p>
      </MessageCard>
    </>
  );
}

export default GmaIneligiblePage;
