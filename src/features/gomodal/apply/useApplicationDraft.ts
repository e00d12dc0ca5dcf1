import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  APPLICATION_STEPS,
  APPLICATION_STEP_ROUTES,
  EMPTY_APPLICATION_DRAFT,
  GOMODAL_APPLICATION_DRAFT_VERSION,
  GOMODAL_APPLICATION_FLOW,
  GOMODAL_APPLICATION_PRODUCT,
  type ApplicationStep,
  firstIncompleteStep,
} from '@domain/gomodal/application';
import { useDraft } from '@state/drafts';

const KEY = { owner: 'user', flow: GOMODAL_APPLICATION_FLOW, product: GOMODAL_APPLICATION_PRODUCT } as const;

/**
 * The application's draft on one of its pages. A page opened before the pages ahead of it are done
 * (a bookmark, the back button after a reload) goes to the first one left to do, once the draft is in.
 */
export function useApplicationDraft(step: ApplicationStep) {
  const draft = useDraft(KEY, GOMODAL_APPLICATION_DRAFT_VERSION, EMPTY_APPLICATION_DRAFT);
  const navigate = useNavigate();
  const missing = draft.status === 'ready' ? firstIncompleteStep(draft.value) : null;
  const earlier = missing !== null && APPLICATION_STEPS.indexOf(missing) < APPLICATION_STEPS.indexOf(step) ? missing : null;
  useEffect(() => {
    if (earlier) navigate(APPLICATION_STEP_ROUTES[earlier], { replace: true });
  }, [earlier, navigate]);
  /** Saves now, then goes on (the next page reads the draft from IndexedDB). */
  const goOn = async (to: string) => {
    await draft.flush();
    navigate(to);
  };
  return { ...draft, ready: draft.status === 'ready' && earlier === null, goOn };
}
