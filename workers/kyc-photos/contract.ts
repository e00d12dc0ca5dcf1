/** KYC photos: compression, quality checks and their upload (issue 4). Part of DataWorkerApi (workers/contract.ts); the main thread imports it as types only. */
export interface KycPhotosWorkerApi {}
