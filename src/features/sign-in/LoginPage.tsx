import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resendUnlocksInSeconds } from '@domain/otp';
import { nationalPhoneNumber } from '@domain/phone';
import { referrerFrom } from '@domain/referrer';
import { loginTypeFor } from '@domain/sign-in/routing';
import { recipientOf, requestForField, sameRecipient, withoutOtherNumbersRequest } from '@domain/sign-in/code-request';
import { partnerSignInPath } from '@domain/partner-frame';
import { hasErrorCode } from '@domain/errors';
import { trackEvent } from '@state/analytics';
import { BUILD_FLAGS } from '@state/build-flags';
import { useDraft } from '@state/drafts';
import { asApiError, formRefusalOf, presentError } from '@state/errors';
import { showToast } from '@state/notify';
import type { UiText } from '@state/ui';
import { usePartnerFrame } from '@state/partner-frame';
import { loadProfile } from '@state/session-actions';
import { SplashIllustration } from '@ui/SplashIllustration';
import { preloadableLazy } from '@ui/preloadable-lazy';
import { PartnerFirst } from './PartnerFirst';
import { PartnerSignIn } from './PartnerSignIn';
import { PhoneStep } from './PhoneStep';
import { refusalApplies, sendRefusalOf, type SendRefusal } from './send-refusal';
import { earlySignInDraft, forgetEarlySignInDraft, requestOtp, signIn } from './state';
import { EMPTY_SIGN_IN_DRAFT, SIGN_IN_DRAFT_KEY, SIGN_IN_DRAFT_VERSION } from './sign-in-draft';

const LOGIN_ERRORS = { flow: 'login', product: 'paylater' } as const;

// The code step is not on the first screen: its code loads when a code is asked for (beside the
// request, which takes longer) or a kept request opens it, keeping the first screen small (issue 14).
const otpStep = preloadableLazy(() => import('./OtpStep').then((module) => module.OtpStep));
const OtpStep = otpStep.Component;

/**
 * `/` for a signed-out user: phone number, then the one-time code. `below` (the visitor's product
 * cards) comes in the same render as the form, so nothing below it is pushed down (layout shift).
 * The build pre-renders this page into index.html (src/prerender.tsx): the form works before the
 * app's code arrives.
 */
export function LoginPage({ below }: { below?: ReactNode } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  // The draft read from IndexedDB as the app started (readSignInDraftEarly), used by this form only.
  const [early] = useState(earlySignInDraft);
  useEffect(forgetEarlySignInDraft, []);
  const draft = useDraft(SIGN_IN_DRAFT_KEY, SIGN_IN_DRAFT_VERSION, EMPTY_SIGN_IN_DRAFT, early);
  const { countryCode, phoneNumber: typedPhoneNumber, otp } = draft.value;
  // A kept code request opens the code step only for the number in the field: one for another
  // number (kept from before a reload while a new number was typed since) is ignored.
  const otpRequest = requestForField(draft.value.otpRequest, countryCode, typedPhoneNumber);
  // The field keeps what was typed ("0812-..."); the platform gets the national number.
  const phoneNumber = nationalPhoneNumber(typedPhoneNumber, countryCode);
  const referrer = referrerFrom(new URLSearchParams(location.search));
  const loginType = loginTypeFor(referrer);
  const partner = usePartnerFrame();
  const partnerPath = partner ? partnerSignInPath(partner) : null;
  // Refusals stay beside what they are about until the user acts (issue 37): a send's under its
  // button (with the wait the platform named), a code's under the code field until it is edited.
  const [sendRefusal, setSendRefusal] = useState<SendRefusal | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<UiText | null>(null);
  const shownSendRefusal = refusalApplies(sendRefusal, recipientOf(countryCode, typedPhoneNumber)) ? sendRefusal : null;
  const clearSendRefusal = useCallback(() => setSendRefusal(null), []);

  // A build without the one-time-code login (VITE_OTP_LOGIN=false) offers the partner apps only.
  if (!BUILD_FLAGS.otpLogin) return <PartnerSignIn referrer={referrer} below={below} />;
  // While the draft loads, the form shows what index.html painted (and what was typed into it
  // meanwhile, which wins over the draft field by field: useDraft's field times); a stored code
  // request for the number in the field then opens the code step.

  /** Asks for a code; answers whether the code step is (still) open for that number. */
  const sendCode = async (): Promise<boolean> => {
    const asked = recipientOf(countryCode, typedPhoneNumber);
    void otpStep.preload(); // the lazy step retries when it renders
    setSendRefusal(null); // pressed again: the last refusal no longer stands
    try {
      const answer = await requestOtp(asked.countryCode, asked.phoneNumber);
      let stillThisNumber = false;
      draft.update((previous) => {
        // The user may have changed the number while the answer was on its way: the code went to
        // the number asked for, so it must not open the code step for the one typed since.
        stillThisNumber = sameRecipient(recipientOf(previous.countryCode, previous.phoneNumber), asked);
        if (!stillThisNumber) return previous;
        return {
          ...previous,
          otp: '',
          otpRequest: {
            otpToken: answer.otpToken,
            countdownEndsAt: Date.now() + resendUnlocksInSeconds(answer.expiresInSeconds) * 1000,
            expired: false,
            sentTo: asked,
          },
        };
      });
      trackEvent('otp_requested');
      if (!stillThisNumber) showToast({ id: 'auth.otp.numberChanged' });
      else setCodeRefusal(null); // a new code: the last one's refusal is about a code no longer asked for
      return stillThisNumber;
    } catch (error) {
      const text = formRefusalOf(error, LOGIN_ERRORS);
      if (text) setSendRefusal(sendRefusalOf(asApiError(error), text, asked, Date.now()));
      return false;
    }
  };

  if (!otpRequest) {
    return (
      <>
        <SplashIllustration />
        <PhoneStep
          loginType={loginType}
          countryCode={countryCode}
          phoneNumber={typedPhoneNumber}
          onCountryCodeChange={(value) => draft.update((previous) => withoutOtherNumbersRequest({ ...previous, countryCode: value }))}
          onPhoneNumberChange={(value) => draft.update((previous) => withoutOtherNumbersRequest({ ...previous, phoneNumber: value }))}
          onSubmit={async () => {
            await sendCode();
          }}
          partnerFirst={
            partner && partnerPath ? (
              <PartnerFirst partner={partner} path={partnerPath} query={referrer ? `?${new URLSearchParams({ referrer })}` : ''} />
            ) : null
          }
          refusal={shownSendRefusal}
          onRefusalOver={clearSendRefusal}
        />
        {below}
      </>
    );
  }

  return (
    <>
      <Suspense fallback={<div className="card" aria-busy="true" />}>
        <OtpStep
          countryCode={countryCode}
          phoneNumber={phoneNumber}
          otp={otp}
          request={otpRequest}
          onOtpChange={(value) => {
            setCodeRefusal(null); // edited: the refusal was about the code that was there
            draft.update((previous) => ({ ...previous, otp: value }));
          }}
          codeRefusal={codeRefusal}
          sendRefusal={shownSendRefusal}
          onSendRefusalOver={clearSendRefusal}
          onResend={async () => {
            if (await sendCode()) showToast({ id: 'auth.otp.resent' });
          }}
          onBack={async () => {
            // Platform rule: the back arrow reloads the page, which shows the phone form again.
            draft.update((previous) => ({ ...previous, otpRequest: null, otp: '' }));
            await draft.flush();
            window.location.reload();
          }}
          onSubmit={async () => {
            setCodeRefusal(null); // a new attempt: the last one's "wrong code" no longer applies
            try {
              await signIn({ otp, otpToken: otpRequest.otpToken, phoneNumber, countryCode }, loginType);
              await draft.discard();
              trackEvent('login_success', { method: loginType === 'business' ? 'otp_business' : 'otp' });
              if (loginType === 'business' && referrer) {
                // Business capital: the account is verified (its profile loaded) before the user is
                // pushed on to the page they came from; a failure there leaves them home, signed in.
                try {
                  await loadProfile();
                  navigate(referrer);
                } catch (error) {
                  presentError(error);
                  navigate('/', { replace: true });
                }
                return;
              }
              navigate(referrer ?? '/', { replace: true });
            } catch (error) {
              const apiError = asApiError(error);
              if (hasErrorCode(apiError, 'OTP_EXPIRED')) {
                draft.update((previous) =>
                  previous.otpRequest ? { ...previous, otpRequest: { ...previous.otpRequest, expired: true } } : previous,
                );
              }
              trackEvent('login_failed', { errorKey: apiError.errorKey });
              setCodeRefusal(formRefusalOf(apiError, LOGIN_ERRORS));
            }
          }}
        />
      </Suspense>
      {below}
    </>
  );
}

export default LoginPage;
