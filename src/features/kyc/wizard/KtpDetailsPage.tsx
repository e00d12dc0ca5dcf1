import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MaskedKtpDetails } from '@domain/contract/kyc';
import { hasErrorCode } from '@domain/errors';
import { kycPath } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import type { KtpField } from '@domain/kyc/ktp-details';
import { jakartaDay } from '@domain/calendar-date';
import { trackEvent } from '@state/analytics';
import { useDraft } from '@state/drafts';
import { asApiError, formRefusalOf } from '@state/errors';
import { showToast } from '@state/notify';
import type { UiText } from '@state/ui';
import { useLatestAnswer } from '@state/use-latest-answer';
import { LoadingCard } from '@ui/Spinner';
import { useUiText } from '@ui/UiTextView';
import { confirmedKtpDetails, saveKtpDetails } from '../state';
import { ChooseServiceFirst } from './ChooseServiceFirst';
import { EMPTY_KTP_DRAFT, KYC_KTP_DRAFT_FLOW, KYC_KTP_DRAFT_VERSION, type KtpDetailsDraft } from './ktp-draft';
import { KtpDetailsForm } from './KtpDetailsForm';
import { useKycContext } from './useKycContext';
import './wizard.css';
import { LinkButton } from '@ui/LinkButton';

/**
 * /kyc/ktp-details: the user confirms the ID card's details (name as on the ID, place and date of
 * birth, NIK), drafted as typed; confirming sends them to the platform and goes on to step 2.
 */
export default function KtpDetailsPage() {
  const { product } = useKycContext();
  if (!product) return <ChooseServiceFirst />;
  return <KtpDetails product={product} />;
}

function KtpDetails({ product }: { product: KycProduct }) {
  const navigate = useNavigate();
  const draft = useDraft<KtpDetailsDraft>({ owner: 'user', flow: KYC_KTP_DRAFT_FLOW, product }, KYC_KTP_DRAFT_VERSION, EMPTY_KTP_DRAFT);
  const confirmed = useConfirmedKtpDetails();
  const today = jakartaDay(Date.now());
  // The platform's refusal, beside what it is about until the user edits or sends again (issue 37).
  const [refusal, setRefusal] = useState<{ field: KtpField | null; text: string } | null>(null);
  const render = useUiText();

  if (draft.status === 'loading') {
    return <LoadingCard />;
  }
  const form = draft.value.form;
  return (
    <section className="card kyc-step">
      <header className="kyc-step__header">
        <h1 id="kyc-step-title" tabIndex={-1} className="kyc-step__title">
          <FormattedMessage id="kyc.ktp.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="kyc.ktp.subtitle" />
        </p>
      </header>
      {confirmed ? <ConfirmedNotice details={confirmed} /> : null}
      <KtpDetailsForm
        form={form}
        today={today}
        refusal={refusal}
        onFieldChange={(field, value) => {
          setRefusal(null); // edited: the refusal was about what was sent
          draft.update((previous) => ({ ...previous, form: { ...previous.form, [field]: value } }));
        }}
        onSubmit={async () => {
          setRefusal(null);
          try {
            await saveKtpDetails(product, form);
            // The platform holds them now: the NIK need not stay on this device.
            await draft.discard();
            trackEvent('kyc_ktp_details_confirmed', { product });
            showToast({ id: 'kyc.ktp.saved' });
            navigate(kycPath(2, product));
          } catch (error) {
            // Everything typed stays in the form and in the draft; the user can try again.
            const text = ktpRefusalText(error, product);
            if (text) setRefusal({ field: text.field, text: render(text.text) });
          }
        }}
      />
      <LinkButton to={kycPath(1, product)} messageId="kyc.wizard.back" variant="text" block />
    </section>
  );
}

/** The platform's own refusals of these details get the catalogue's words, in the user's language. */
const KTP_REFUSALS = ['KYC_NIK_IN_USE', 'KYC_ALREADY_SUBMITTED', 'KYC_FIELD_INVALID', 'KYC_TOO_MANY_ATTEMPTS'] as const;

/** What the refusal says and the field it is about (the NIK in use: the field to correct); null when dealt with otherwise. */
function ktpRefusalText(error: unknown, product: KycProduct): { field: KtpField | null; text: UiText } | null {
  const apiError = asApiError(error);
  const refusal = KTP_REFUSALS.find((code) => hasErrorCode(apiError, code));
  if (!refusal) {
    const text = formRefusalOf(apiError, { flow: 'default', product });
    return text ? { field: null, text } : null;
  }
  return { field: refusal === 'KYC_NIK_IN_USE' ? 'nik' : null, text: { id: `errors.${refusal}` } };
}

/** What the platform already holds, masked; null while unknown, offline or never confirmed. */
function useConfirmedKtpDetails(): MaskedKtpDetails | null {
  const { answer } = useLatestAnswer(null, confirmedKtpDetails);
  // Offline or failing: the form and its draft work without it.
  return answer.status === 'done' ? answer.value.ktpDetails : null;
}

function ConfirmedNotice({ details }: { details: MaskedKtpDetails }) {
  const intl = useIntl();
  const date = intl.formatDate(details.confirmedAt, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
  return (
    <div className="kyc-notice" role="status">
      <p>
        <FormattedMessage id="kyc.ktp.confirmedBefore" values={{ date }} />
      </p>
      <dl className="kyc-ktp-summary">
        <dt>
          <FormattedMessage id="kyc.ktp.field.nameOnId.label" />
        </dt>
        <dd>{details.name}</dd>
        <dt>
          <FormattedMessage id="kyc.ktp.field.placeOfBirth.label" />
        </dt>
        <dd>{details.birthPlace}</dd>
        <dt>
          <FormattedMessage id="kyc.ktp.field.dateOfBirth.label" />
        </dt>
        <dd>{details.birthDate}</dd>
        <dt>
          <FormattedMessage id="kyc.ktp.field.nik.label" />
        </dt>
        <dd>{details.documentNumber}</dd>
      </dl>
      <p className="muted">
        <FormattedMessage id="kyc.ktp.confirmedBeforeHint" />
      </p>
    </div>
  );
}
