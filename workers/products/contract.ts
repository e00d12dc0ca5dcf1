/** Home cards data, contract signing, consents and the cash-loan token (issue 3). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
export interface ProductsWorkerApi {}
