/** The lender application (issue 5). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { LenderApplication } from '@domain/contract/lender';

export interface LenderWorkerApi {
  /**
   * Submitting the application: reads the signed-in user's application draft, checks that its
   * steps are complete (else INVALID_REQUEST_PAYLOAD, 400), posts it (POST /legalEntityKYC/v1) and
   * forgets the draft once the platform has it. Rejects with ApiErrorData (the platform writes the
   * message in the user's language); the draft then stays as it was.
   */
  submitFromDraft(): Promise<LenderApplication>;
  /** GET /legalEntityKYC/v1: the user's own application, or null when there is none yet. */
  myApplication(): Promise<LenderApplication | null>;
}
