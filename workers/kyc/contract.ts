/** The KYC wizard: submission read and save, review outcomes (issue 4). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
export interface KycWorkerApi {}
