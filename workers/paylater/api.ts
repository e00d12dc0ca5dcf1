import { APPLY_PATH, type ApplyRequest } from '@domain/contract/apply';
import { DEFAULT_PAGE_SIZE } from '@domain/contract/paging';
import { PAYLATER_API_PATHS, paylaterReceiptPath } from '@domain/contract/paylater';
import { PAYLATER_MIGRATION_PATHS } from '@domain/contract/paylater-migration';
import { PAYLATER_PLAN_PATHS, type PlanSelectionRequest } from '@domain/contract/paylater-plans';
import { type DueDateSelectionRequest, PAYLATER_DUE_DATE_PATHS } from '@domain/contract/paylater-duedate';
import type { WorkerAreaDeps } from '../area-deps';
import type { PaylaterWorkerApi } from './contract';

/** `?page=<cursor>&size=20`; the first page has no cursor. */
function paidPath(page: string | null): string {
  const query = new URLSearchParams();
  if (page !== null) query.set('page', page);
  query.set('size', String(DEFAULT_PAGE_SIZE));
  return `${PAYLATER_API_PATHS.paid}?${query.toString()}`;
}

/** Each call's answer type is the one its method declares in the surface (contract.ts), inferred, not written again. */
export function createPaylaterApi(deps: WorkerAreaDeps): PaylaterWorkerApi {
  const { client, kept } = deps;
  return {
    // Money reads: kept on this device with their time, answered from there offline (workers/kept-answers.ts).
    profile: () => kept.read('paylater:profile', () => client.get(PAYLATER_API_PATHS.profile)),
    unpaid: () => kept.read('paylater:unpaid', () => client.get(PAYLATER_API_PATHS.unpaid)),
    paidPage: (page) => kept.read(`paylater:paid:${page ?? 'first'}`, () => client.get(paidPath(page))),
    receipt: (receiptId) => kept.read(`paylater:receipt:${receiptId}`, () => client.get(paylaterReceiptPath(receiptId))),
    apply: () => {
      const body: ApplyRequest = { productName: 'paylater' };
      return client.post(APPLY_PATH, body);
    },
    plans: () => client.get(PAYLATER_PLAN_PATHS.plans),
    selectPlan: (planId) => {
      const body: PlanSelectionRequest = { plan_id: planId };
      return client.post(PAYLATER_PLAN_PATHS.selection, body);
    },
    cancelPlan: () => client.delete(PAYLATER_PLAN_PATHS.selection),
    dueDateChanges: () => client.get(PAYLATER_DUE_DATE_PATHS.changes),
    selectDueDateChange: (offerId) => {
      const body: DueDateSelectionRequest = { offer_id: offerId };
      return client.post(PAYLATER_DUE_DATE_PATHS.selection, body);
    },
    cancelDueDateChange: () => client.delete(PAYLATER_DUE_DATE_PATHS.selection),
    migration: () => client.get(PAYLATER_MIGRATION_PATHS.migration),
    consentToMigration: () => client.post(PAYLATER_MIGRATION_PATHS.consent, {}),
    reserveMigration: () => client.post(PAYLATER_MIGRATION_PATHS.reservation, {}),
  };
}
