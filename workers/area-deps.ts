/**
 * What every area of the worker (sso, products, kyc, lender, ...) is built from. An area is a
 * folder with contract.ts (its slice of DataWorkerApi, types only) and api.ts (its factory).
 */
import type { Clock } from './clock';
import type { WorkerConfigStore } from './config';
import type { DataDb } from './db';
import type { SessionDrafts } from './drafts';
import type { WorkerEventHub } from './events';
import type { ApiClient, FetchFn } from './http/client';
import type { KeptAnswers } from './kept-answers';
import type { SendLedger } from './sends';
import type { SessionStore } from './session';
import type { UploadOutbox } from './uploads/outbox';

export interface WorkerAreaDeps {
  client: ApiClient;
  session: SessionStore;
  config: WorkerConfigStore;
  db: DataDb;
  /** Drafts keyed by whose they are (the worker puts in the user's id). */
  drafts: SessionDrafts;
  events: WorkerEventHub;
  clock: Clock;
  /** Sends that change the user's state, kept as sent / answered (workers/sends.ts). */
  sends: SendLedger;
  /** The upload outbox (files kept in IndexedDB until the platform has them). */
  uploads: UploadOutbox;
  /** The last answer of every money read, for reading it offline (cleared at logout). */
  kept: KeptAnswers;
  /** For calls outside the platform's envelope (a signed upload address, a partner's token endpoint). */
  fetch: FetchFn;
}
