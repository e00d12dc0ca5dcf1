import type { Language } from '@domain/languages';
import { resumeAnalyticsOnWake } from '@state/analytics';
import { startSession } from '@state/session-actions';
import { resumeUploadsOnWake } from '@state/uploads';

/**
 * The queues that wake with the worker (the analytics queue and the upload outbox), loaded after
 * the first frame (src/main.tsx): not part of the first evaluation. `started` is the session start
 * main.tsx already made (a signed-in device); otherwise it starts here.
 */
export async function startData(language: Language, started?: Promise<void>): Promise<void> {
  await (started ?? startSession(language));
  resumeAnalyticsOnWake();
  resumeUploadsOnWake();
}
