import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EMPLOYMENT_FIELDS, PERSONAL_FIELDS, invalidFields, type AdditionalDetailField } from '@domain/kyc/details';
import { defaultSectorFor } from '@domain/kyc/enumerations';
import { canConfirm, kycPath, type KycEntryPoint } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import { hasErrorCode } from '@domain/errors';
import { asApiError, presentError } from '@state/errors';
import { showFlash } from '@state/notify';
import { loadProfile } from '@state/session-actions';
import { ScrolledTerms, TermsSections } from '@ui/ScrolledTerms';
import { LoadingCard } from '@ui/Spinner';
import { useKycPhotosUploaded } from '../photos/photo-status';
import { ChooseServiceFirst } from './ChooseServiceFirst';
import { saveStep } from '../state';
import { StepForm } from './StepForm';
import { StepHeader } from './StepHeader';
import { SentGate } from './SentGate';
import { useKycContext } from './useKycContext';
import { useKycWizard } from './useKycWizard';
import './wizard.css';
import { LinkButton } from '@ui/LinkButton';

/** The identity verification terms (document 2 section 5: read to the bottom, then ticked). */
const KYC_TERMS_SECTIONS = ['check', 'use', 'oneId', 'keep', 'rights', 'result'] as const;

/**
 * /kyc/step3: employment information, the confirming step (confirm=true); its submit waits for the
 * identity verification terms, read to the end and agreed.
 */
export default function Step3Page() {
  const { product, entryPoint } = useKycContext();
  if (!product) return <ChooseServiceFirst />;
  return (
    <SentGate product={product}>
      <Step3 product={product} entryPoint={entryPoint} />
    </SentGate>
  );
}

function Step3({ product, entryPoint }: { product: KycProduct; entryPoint: KycEntryPoint }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { draft, submission } = useKycWizard({ product, step: 3, entryPoint });
  const photoStatus = useKycPhotosUploaded(product);
  const [photosMissing, setPhotosMissing] = useState(false);
  const [confirmationsShown, setConfirmationsShown] = useState(false);

  if (draft.status === 'loading') {
    return <LoadingCard />;
  }
  const { form, confirmDataCorrect, confirmDataSharing } = draft.value;
  const termsAccepted = draft.value.termsAccepted ?? false;
  const known = submission.status === 'ready' ? submission.submission : null;
  const uploaded = (type: 'KTP' | 'KTP_SELFIE'): boolean => known?.docs.some((doc) => doc.type === type && doc.uploaded) ?? false;
  const ktpUploaded = photoStatus?.ktp ?? uploaded('KTP');
  const selfieUploaded = photoStatus?.selfie ?? uploaded('KTP_SELFIE');
  const progressive = !(ktpUploaded && selfieUploaded) && (known?.progressive ?? false);

  const onFieldChange = (field: AdditionalDetailField, value: string): void =>
    draft.update((previous) => {
      const next = { ...previous.form, [field]: value };
      // Nine occupations imply their sector: fill it, the user may still change it.
      const sector = field === 'occupation' ? defaultSectorFor(value) : undefined;
      if (sector) next.occupationSector = sector;
      return { ...previous, form: next };
    });

  const confirm = async (): Promise<void> => {
    if (
      invalidFields(form, PERSONAL_FIELDS).length > 0 ||
      !canConfirm({
        ktpUploaded: true,
        selfieUploaded: true,
        progressive: false,
        emailAddress: form.emailAddress,
        homeOwnership: form.homeOwnership,
      })
    ) {
      // Step 2 is not complete (another device, a cleared field): back there, answers kept.
      showFlash({ id: 'kyc.step3.personalMissing' });
      navigate(kycPath(2, product));
      return;
    }
    if (!canConfirm({ ktpUploaded, selfieUploaded, progressive, emailAddress: form.emailAddress, homeOwnership: form.homeOwnership })) {
      // The fallback: save what was typed, and say the photos come first.
      // Said by the notice at the top of the form, with the way to the photos: it stays until they are in.
      setPhotosMissing(true);
      try {
        await saveStep(product, form, false);
      } catch {
        // The draft holds everything; saving on the platform can wait.
      }
      return;
    }
    try {
      await saveStep(product, form, true, progressive);
    } catch (error) {
      // An earlier confirm landed and its answer was lost (a kill, the network): it is submitted.
      if (!hasErrorCode(asApiError(error), 'KYC_ALREADY_SUBMITTED')) {
        presentError(error, { flow: 'default', product });
        return;
      }
    }
    await draft.discard();
    await loadProfile().catch(() => undefined);
    navigate(kycPath(4, product), { replace: true });
  };

  const confirmationMissing = confirmationsShown && !(confirmDataCorrect && confirmDataSharing);
  return (
    <section className="card kyc-step">
      <StepHeader step={3} titleId="kyc.step3.title" subtitleId="kyc.step3.subtitle" />
      {photosMissing ? (
        <div className="kyc-notice" role="alert">
          <p>
            <FormattedMessage id="kyc.step3.photosMissing" />
          </p>
          <LinkButton to={kycPath(1, product)} messageId="kyc.step3.goToPhotos" variant="secondary" block />
        </div>
      ) : null}
      <StepForm
        labelledBy="kyc-step-title"
        fields={EMPLOYMENT_FIELDS}
        form={form}
        onFieldChange={onFieldChange}
        submitId="kyc.step3.submit"
        beforeSubmit={() => {
          setConfirmationsShown(true);
          // Unticked: said beside the boxes (below) until both are ticked.
          return confirmDataCorrect && confirmDataSharing;
        }}
        onSubmit={confirm}
        submitDisabled={!termsAccepted}
      >
        <h2 id="kyc-terms-title" className="kyc-terms__title">
          <FormattedMessage id="kyc.terms.title" />
        </h2>
        <ScrolledTerms
          labelledBy="kyc-terms-title"
          agreeLabel={<FormattedMessage id="kyc.terms.agree" />}
          checked={termsAccepted}
          onCheckedChange={(checked) => draft.update((previous) => ({ ...previous, termsAccepted: checked }))}
        >
          <TermsSections prefix="kyc.terms" sections={KYC_TERMS_SECTIONS} />
        </ScrolledTerms>
        <fieldset className="kyc-confirmations" aria-describedby={confirmationMissing ? 'kyc-confirmations-error' : undefined}>
          <legend className="visually-hidden">{intl.formatMessage({ id: 'kyc.step3.confirmations' })}</legend>
          <label className="kyc-check">
            <input
              type="checkbox"
              required
              checked={confirmDataCorrect}
              aria-invalid={confirmationMissing && !confirmDataCorrect ? true : undefined}
              onChange={(event) => {
                const checked = event.target.checked;
                draft.update((previous) => ({ ...previous, confirmDataCorrect: checked }));
              }}
            />
            <span>
              <FormattedMessage id="kyc.step3.confirmDataCorrect" />
            </span>
          </label>
          <label className="kyc-check">
            <input
              type="checkbox"
              required
              checked={confirmDataSharing}
              aria-invalid={confirmationMissing && !confirmDataSharing ? true : undefined}
              onChange={(event) => {
                const checked = event.target.checked;
                draft.update((previous) => ({ ...previous, confirmDataSharing: checked }));
              }}
            />
            <span>
              <FormattedMessage id="kyc.step3.confirmDataSharing" />
            </span>
          </label>
          {confirmationMissing ? (
            <p className="field__error" id="kyc-confirmations-error" role="alert">
              <FormattedMessage id="kyc.step3.confirmationsRequired" />
            </p>
          ) : null}
        </fieldset>
      </StepForm>
      <LinkButton to={kycPath(2, product)} messageId="kyc.wizard.back" variant="text" block />
    </section>
  );
}
