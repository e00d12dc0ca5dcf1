/** Partner-app single sign-on, the magic link and the business-capital login (issue 3). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
export interface SsoWorkerApi {}
