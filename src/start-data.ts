import type { Language } from '@domain/languages';
import { resumeAnalyticsOnWake } from '@state/analytics';
import { startSession } from '@state/session-actions';
import { resumeUploadsOnWake } from '@state/uploads';

/**
 * The worker and the queues that wake with it, loaded after the first frame (src/main.tsx): the
 * analytics queue and the upload outbox are not part of the first evaluation.
 */
export async function startData(language: Language): Promise<void> {
  await startSession(language);
  resumeAnalyticsOnWake();
  resumeUploadsOnWake();
}
