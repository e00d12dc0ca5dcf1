import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { APPLICATION_REJECTED_TYPES, GOMODAL_ROUTES, gomodalKycRoute, requestCallbackRoute } from '@domain/gomodal/routes';
import { OPERATOR, telHref } from '@state/operator';
import { useRemote } from '@state/remote';
import { useFormat } from '@ui/useFormat';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { appAction, useMerchantAppLink } from '../merchant-app';
import { loadApplyCheck } from '../apply/state';

/** /gomodal/error/non-owner: only the merchant's verified owner account may apply. */
export function NonOwnerPage() {
  const backToApp = useMerchantAppLink({ kind: 'home' });
  return (
    <GomodalPage titleId="gomodal.nonOwner.title">
      <MessageCard
        headingId="gomodal.nonOwner.heading"
        textIds={['gomodal.nonOwner.text', 'gomodal.nonOwner.how']}
        actions={[appAction(backToApp, backToApp.external ? 'gomodal.nav.merchantApp' : 'gomodal.nav.platformHome', true)]}
        tone="warning"
      />
    </GomodalPage>
  );
}

/** /gomodal/kyc-first: verify identity first, then apply (the KYC pages with product=gomodal). */
export function KycFirstPage() {
  return (
    <GomodalPage titleId="gomodal.kycFirst.title">
      <MessageCard
        headingId="gomodal.kycFirst.heading"
        textIds={['gomodal.kycFirst.text', 'gomodal.kycFirst.time']}
        actions={[{ to: gomodalKycRoute('step1'), messageId: 'gomodal.kycFirst.action', primary: true }]}
      />
    </GomodalPage>
  );
}

/** /gomodal/cde-rejected: the credit decision rejected the application; when to apply again. */
export function CdeRejectedPage() {
  const format = useFormat();
  const { state, retry } = useRemote(loadApplyCheck, null, 'gomodal-cde');
  return (
    <GomodalPage titleId="gomodal.cdeRejected.title">
      <Loaded state={state} retry={retry}>
        {(check) => (
          <MessageCard
            headingId="gomodal.cdeRejected.heading"
            textIds={[check.retryDate ? 'gomodal.cdeRejected.retryOn' : 'gomodal.cdeRejected.retryNow', 'gomodal.cdeRejected.why']}
            values={{ date: check.retryDate ? format.date(check.retryDate) : '' }}
            actions={
              check.retryDate
                ? [{ to: requestCallbackRoute(true), messageId: 'gomodal.nav.callback' }]
                : [{ to: GOMODAL_ROUTES.apply, messageId: 'gomodal.card.action.applyAgain', primary: true }]
            }
            tone="warning"
          />
        )}
      </Loaded>
    </GomodalPage>
  );
}

/** /gomodal/application/rejected?type=delinquent|fraud|not-whitelisted */
export function ApplicationRejectedPage() {
  const [params] = useSearchParams();
  const type = APPLICATION_REJECTED_TYPES.find((candidate) => candidate === params.get('type')) ?? 'not-whitelisted';
  return (
    <GomodalPage titleId="gomodal.rejected.title">
      <MessageCard
        headingId="gomodal.rejected.heading"
        textIds={[`gomodal.rejected.${type}`]}
        actions={[{ to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' }]}
        tone="danger"
      />
    </GomodalPage>
  );
}

/** /gomodal/contact: customer service by call or e-mail, or a call-back. */
export function ContactPage() {
  // The help centre's business-loan articles, inside the merchant app only (this page is the fallback).
  const helpCentre = useMerchantAppLink({ kind: 'help-group', group: 'businessLoan' });
  return (
    <GomodalPage titleId="gomodal.contact.title">
      <MessageCard
        headingId="gomodal.contact.heading"
        textIds={['gomodal.contact.text']}
        actions={[{ to: requestCallbackRoute(true), messageId: 'gomodal.nav.callback' }]}
      >
        <div className="link-list">
          <a className="link-list__item" href={telHref(OPERATOR.phone)}>
            <FormattedMessage id="gomodal.contact.call" values={{ phone: OPERATOR.phone }} />
          </a>
          <a className="link-list__item" href={`mailto:${OPERATOR.email}`}>
            <FormattedMessage id="gomodal.contact.email" values={{ email: OPERATOR.email }} />
          </a>
          {helpCentre.external ? (
            <a className="link-list__item" href={helpCentre.href}>
              <FormattedMessage id="gomodal.contact.helpCentre" />
            </a>
          ) : null}
        </div>
      </MessageCard>
    </GomodalPage>
  );
}
