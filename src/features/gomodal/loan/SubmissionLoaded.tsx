import type { ReactNode } from 'react';
import type { GomodalSubmission } from '@domain/contract/gomodal-loan';
import { useAnswer } from '@state/use-answer';
import { KeptNoticeOf } from '@ui/lending/KeptNotice';
import { Loaded } from '../parts/Loading';
import { submissionAnswer } from './state';
import { presentGomodalFailure } from '../state';

/** A submission (with its loan once paid out) read for a page: "as of" when kept, the retry when it failed. */
export function SubmissionLoaded({ id, children }: { id: string; children: (submission: GomodalSubmission) => ReactNode }) {
  const submission = useAnswer(submissionAnswer, id, presentGomodalFailure);
  return (
    <>
      <KeptNoticeOf state={submission.state} />
      <Loaded state={submission.remote} retry={submission.retry}>
        {children}
      </Loaded>
    </>
  );
}
