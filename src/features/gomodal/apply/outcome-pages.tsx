import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CALLBACK_REASONS, type CallbackReason, type GomodalCallback } from '@domain/contract/gomodal';
import { GOMODAL_ROUTES, LOAN_ERROR_TYPES, gomodalKycRoute, requestCallbackRoute } from '@domain/gomodal/routes';
import { useRemote } from '@state/remote';
import type { UiText } from '@state/ui';
import { Button } from '@ui/Button';
import { FormRefusal } from '@ui/FormRefusal';
import { Spinner } from '@ui/Spinner';
import { useFormat } from '@ui/useFormat';
import type { PageAction } from '../parts/ActionLinks';
import { GomodalPage } from '../parts/GomodalPage';
import { Loaded } from '../parts/Loading';
import { MessageCard } from '../parts/MessageCard';
import { loadApplyCheck, loadCallback, loadSubmission, newestSubmissionId, requestCallback } from './state';
import { gomodalRefusalOf } from '../state';

const LOAN_ERROR_ACTIONS: Readonly<Record<(typeof LOAN_ERROR_TYPES)[number], PageAction[]>> = {
  'contract-expired': [
    { to: GOMODAL_ROUTES.apply, messageId: 'gomodal.card.action.applyAgain', primary: true },
    { to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' },
  ],
  disbursement: [
    { to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact', primary: true },
    { to: `${requestCallbackRoute(true)}&reason=LOAN_ERROR`, messageId: 'gomodal.nav.callback' },
  ],
  'national-id': [{ to: gomodalKycRoute('step4'), messageId: 'gomodal.loanError.national-id.action', primary: true }],
  'product-invalid': [
    { to: `${requestCallbackRoute(true)}&reason=LOAN_ERROR`, messageId: 'gomodal.nav.callback', primary: true },
    { to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' },
  ],
};

/** /gomodal/loan/error?type=contract-expired|disbursement|national-id|product-invalid */
export function LoanErrorPage() {
  const [params] = useSearchParams();
  const type = LOAN_ERROR_TYPES.find((candidate) => candidate === params.get('type')) ?? 'product-invalid';
  return (
    <GomodalPage titleId="gomodal.loanError.title">
      <MessageCard
        headingId={`gomodal.loanError.${type}.heading`}
        textIds={[`gomodal.loanError.${type}.text`]}
        actions={LOAN_ERROR_ACTIONS[type]}
        tone="danger"
      />
    </GomodalPage>
  );
}

/**
 * /gomodal/loan/completed?id=: the loan is paid (one-time or flexible wording, early or on schedule),
 * and what comes next as the platform's apply check says it: a new loan, or why not now ("loan
 * completed but ineligible", document 3 section 8) with the way to the page that says why.
 */
export function LoanCompletedPage() {
  const [params] = useSearchParams();
  const format = useFormat();
  const id = params.get('id');
  const { state, retry } = useRemote(
    async () => {
      const [submission, check] = await Promise.all([loadSubmission(id ?? (await newestSubmissionId()) ?? ''), loadApplyCheck()]);
      return { submission, check };
    },
    null,
    id ?? '',
  );
  return (
    <GomodalPage titleId="gomodal.completed.title">
      <Loaded state={state} retry={retry}>
        {({ submission, check }) => {
          const mayApply = check.blocker === null;
          return (
            <MessageCard
              headingId={`gomodal.completed.${submission.offerType}.heading`}
              textIds={[
                submission.loan?.completedEarly ? 'gomodal.completed.early' : 'gomodal.completed.onTime',
                mayApply ? `gomodal.completed.${submission.offerType}.next` : 'gomodal.completed.ineligible',
              ]}
              values={{
                amount: format.money(submission.principal),
                completedAt: submission.loan?.completedAt ? format.dateTime(submission.loan.completedAt) : '-',
                paid: format.money(submission.loan?.totalPaid ?? 0),
              }}
              actions={[
                mayApply
                  ? { to: GOMODAL_ROUTES.home, messageId: 'gomodal.completed.applyAgain', primary: true }
                  : { to: check.route, messageId: 'gomodal.completed.whyNot', primary: true },
                { to: GOMODAL_ROUTES.completedSubmissions, messageId: 'gomodal.card.action.cleared' },
              ]}
              tone="success"
            />
          );
        }}
      </Loaded>
    </GomodalPage>
  );
}

function reasonOf(value: string | null): CallbackReason {
  return CALLBACK_REASONS.find((reason) => reason === value) ?? 'OTHER';
}

/** /gomodal/loan/request-callback[?showCta=1][&reason=]: the call-back asked for, or the button to ask (showCta). */
export function RequestCallbackPage() {
  const [params] = useSearchParams();
  const format = useFormat();
  const showCta = params.get('showCta') === '1';
  const { state, retry } = useRemote(loadCallback, null, 'gomodal-callback');
  const [asked, setAsked] = useState<GomodalCallback | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UiText | null>(null);
  const ask = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      setAsked(await requestCallback(reasonOf(params.get('reason'))));
    } catch (error) {
      setRefusal(gomodalRefusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <GomodalPage titleId="gomodal.callback.title">
      <Loaded state={state} retry={retry}>
        {(current) => {
          const callback = asked ?? current;
          if (callback?.status === 'OPEN') {
            return (
              <MessageCard
                headingId="gomodal.callback.open.heading"
                textIds={['gomodal.callback.open.text']}
                values={{ callBy: format.date(callback.callBy), requestedAt: format.dateTime(callback.requestedAt) }}
                tone="success"
              />
            );
          }
          return (
            <MessageCard
              headingId="gomodal.callback.ask.heading"
              textIds={['gomodal.callback.ask.text']}
              actions={showCta ? [] : [{ to: GOMODAL_ROUTES.contact, messageId: 'gomodal.nav.contact' }]}
            >
              {showCta ? (
                <>
                  <FormRefusal text={refusal} id="gomodal-callback-refusal" />
                  <Button block loading={busy} onClick={() => void ask()}>
                    <FormattedMessage id="gomodal.callback.ask.button" />
                  </Button>
                </>
              ) : null}
            </MessageCard>
          );
        }}
      </Loaded>
    </GomodalPage>
  );
}

/** Only the app's own pages: a path, not a protocol-relative or absolute address. */
function safeTarget(value: string | null): string {
  return value && /^\/(?!\/)/.test(value) && !value.startsWith('/\\') ? value : GOMODAL_ROUTES.home;
}

/**
 * /gomodal/redirect[?to=/path]: where a link from outside (the merchant app, an e-mail) enters the
 * loan pages; it goes on to `to` when it is one of the app's paths, else to the loan home.
 */
export function RedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = safeTarget(params.get('to'));
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [to, navigate]);
  return (
    <GomodalPage titleId="gomodal.redirect.title" home={false}>
      <div className="card card--center" role="status">
        <Spinner />
        <p>
          <FormattedMessage id="gomodal.redirect.text" />
        </p>
      </div>
    </GomodalPage>
  );
}
