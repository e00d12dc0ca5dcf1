/**
 * The wizard's state for one step: the draft (restored from IndexedDB at once, offline too), then
 * what the platform already holds fills any field the draft leaves empty.
 */
import { useEffect, useRef, useState } from 'react';
import type { KycSubmission } from '@domain/contract/kyc';
import { ADDITIONAL_DETAIL_FIELDS, formFromDetails } from '@domain/kyc/details';
import { checkpointFor, userTypeFor, type KycEntryPoint, type KycStep } from '@domain/kyc/wizard';
import type { ProductName } from '@domain/products';
import { dataWorker } from '../../../data/bridge';
import { trackEvent } from '@state/analytics';
import { useDraft } from '@state/drafts';
import { EMPTY_WIZARD_DRAFT, KYC_WIZARD_DRAFT_VERSION, KYC_WIZARD_FLOW, type KycWizardDraft } from './wizard-draft';

export type SubmissionState = { status: 'loading' } | { status: 'ready'; submission: KycSubmission } | { status: 'unavailable' };

export function useKycWizard(input: { product: ProductName; step: KycStep; entryPoint: KycEntryPoint }) {
  const { product, step, entryPoint } = input;
  const draft = useDraft<KycWizardDraft>({ owner: 'user', flow: KYC_WIZARD_FLOW, product }, KYC_WIZARD_DRAFT_VERSION, EMPTY_WIZARD_DRAFT);
  const [submission, setSubmission] = useState<SubmissionState>({ status: 'loading' });
  const merged = useRef(false);
  const tracked = useRef(false);

  useEffect(() => {
    let cancelled = false;
    dataWorker()
      .kyc.submission(product)
      .then((answer) => !cancelled && setSubmission({ status: 'ready', submission: answer }))
      // Offline or failing: the draft alone carries the wizard.
      .catch(() => !cancelled && setSubmission({ status: 'unavailable' }));
    return () => {
      cancelled = true;
    };
  }, [product]);

  const { update } = draft;
  // Remember the step (the checkpoint link resumes here) once the draft has been read.
  useEffect(() => {
    if (draft.status !== 'ready' || draft.value.step === step) return;
    if (step < 4) update((previous) => ({ ...previous, step }));
  }, [draft.status, draft.value.step, step, update]);

  // The platform's answers fill what the draft does not have (a new device, a cleared browser).
  useEffect(() => {
    if (draft.status !== 'ready' || submission.status !== 'ready' || merged.current) return;
    merged.current = true;
    const saved = formFromDetails(submission.submission.additionalDetails);
    const missing = ADDITIONAL_DETAIL_FIELDS.filter((field) => draft.value.form[field] === '' && saved[field] !== '');
    if (missing.length > 0) {
      update((previous) => {
        const form = { ...previous.form };
        for (const field of missing) form[field] = saved[field];
        return { ...previous, form };
      });
    }
  }, [draft.status, draft.value.form, submission, update]);

  // One analytics event per step view: checkpoint, user type and entry point, nothing personal.
  useEffect(() => {
    if (tracked.current || draft.status !== 'ready' || submission.status === 'loading') return;
    tracked.current = true;
    const known = submission.status === 'ready' ? submission.submission : null;
    const userType = userTypeFor({
      hasSavedDetails: draft.restored || Object.keys(known?.additionalDetails ?? {}).length > 0,
      hasUploadedPhoto: known?.docs.some((doc) => doc.uploaded) ?? false,
      kycStatus: known?.kycStatus ?? 'NEW',
    });
    trackEvent('kyc_checkpoint', { checkpoint: checkpointFor(step), step, user_type: userType, entry_point: entryPoint, product });
  }, [draft.status, draft.restored, submission, step, entryPoint, product]);

  return { draft, submission } as const;
}
