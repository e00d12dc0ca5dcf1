/** The lender application (issue 5). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { LenderApplication } from '@domain/contract/lender';
import type { SendState } from '../shared/contract';

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
  /**
   * Where this device's application send stands (workers/sends.ts): answered once the platform has
   * it (its answer, a 409 "exists" to a second send, or asked after a kill), unknown while a send
   * whose answer was never heard cannot be checked (offline). The application is the account's
   * only one: an answered send stays answered.
   */
  submission(): Promise<SendState>;
}
