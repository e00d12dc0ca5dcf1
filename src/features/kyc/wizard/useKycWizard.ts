/**
 * The wizard's state for one step: the draft (restored from IndexedDB at once, offline too), then
 * what the platform already holds fills any field the draft leaves empty.
 */
import { useEffect } from 'react';
import type { KycSubmission } from '@domain/contract/kyc';
import { ADDITIONAL_DETAIL_FIELDS, formFromDetails } from '@domain/kyc/details';
import { checkpointFor, userTypeFor, type KycEntryPoint, type KycStep } from '@domain/kyc/wizard';
import type { KycProduct } from '@domain/kyc/wizard';
import { trackEvent } from '@state/analytics';
import { useDraft } from '@state/drafts';
import { useLatestAnswer } from '@state/use-latest-answer';
import { useOnceWhen } from '@state/use-once';
import { kycSubmission } from '../state';
import { EMPTY_WIZARD_DRAFT, KYC_WIZARD_DRAFT_VERSION, KYC_WIZARD_FLOW, type KycWizardDraft } from './wizard-draft';

export type SubmissionState = { status: 'loading' } | { status: 'ready'; submission: KycSubmission } | { status: 'unavailable' };

export function useKycWizard(input: { product: KycProduct; step: KycStep; entryPoint: KycEntryPoint }) {
  const { product, step, entryPoint } = input;
  const draft = useDraft<KycWizardDraft>({ owner: 'user', flow: KYC_WIZARD_FLOW, product }, KYC_WIZARD_DRAFT_VERSION, EMPTY_WIZARD_DRAFT);
  const { answer } = useLatestAnswer(product, kycSubmission);
  // Offline or failing: the draft alone carries the wizard.
  const submission: SubmissionState =
    answer.status === 'pending'
      ? { status: 'loading' }
      : answer.status === 'done'
        ? { status: 'ready', submission: answer.value }
        : { status: 'unavailable' };

  const { update } = draft;
  // Remember the step (the checkpoint link resumes here) once the draft has been read.
  useEffect(() => {
    if (draft.status !== 'ready' || draft.value.step === step) return;
    if (step < 4) update((previous) => ({ ...previous, step }));
  }, [draft.status, draft.value.step, step, update]);

  // The platform's answers fill what the draft does not have (a new device, a cleared browser).
  useOnceWhen(draft.status === 'ready' && submission.status === 'ready', () => {
    if (submission.status !== 'ready') return;
    const saved = formFromDetails(submission.submission.additionalDetails);
    const missing = ADDITIONAL_DETAIL_FIELDS.filter((field) => draft.value.form[field] === '' && saved[field] !== '');
    if (missing.length > 0) {
      update((previous) => {
        const form = { ...previous.form };
        for (const field of missing) form[field] = saved[field];
        return { ...previous, form };
      });
    }
  });

  // One analytics event per step view: checkpoint, user type and entry point, nothing personal.
  useOnceWhen(draft.status === 'ready' && submission.status !== 'loading', () => {
    const known = submission.status === 'ready' ? submission.submission : null;
    const userType = userTypeFor({
      hasSavedDetails: draft.restored || Object.keys(known?.additionalDetails ?? {}).length > 0,
      hasUploadedPhoto: known?.docs.some((doc) => doc.uploaded) ?? false,
      kycStatus: known?.kycStatus ?? 'NEW',
    });
    trackEvent('kyc_checkpoint', { checkpoint: checkpointFor(step), step, user_type: userType, entry_point: entryPoint, product });
  });

  return { draft, submission } as const;
}
