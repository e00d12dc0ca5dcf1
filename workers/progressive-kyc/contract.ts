/** Progressive KYC and the SLIK questionnaire (issue 4). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
export interface ProgressiveKycWorkerApi {}
