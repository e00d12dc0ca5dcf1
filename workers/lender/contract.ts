/** The lender application (issue 5). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
import type { LenderApplication, LenderApplicationRequest } from '@domain/contract/lender';

export interface LenderWorkerApi {
  /** POST /legalEntityKYC/v1; rejects with ApiErrorData (the message is in the user's language). */
  submitApplication(request: LenderApplicationRequest): Promise<LenderApplication>;
  /** GET /legalEntityKYC/v1: the user's own application, or null when there is none yet. */
  myApplication(): Promise<LenderApplication | null>;
}
