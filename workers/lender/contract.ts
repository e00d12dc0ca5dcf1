/** The lender application (issue 5). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
export interface LenderWorkerApi {}
