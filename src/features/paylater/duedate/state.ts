/**
 * The due-date pages' state and actions (the only module of paylater/duedate that calls the data
 * worker). ME1 (not activated) is an answer: the pages say there is nothing to change yet.
 */
import { DUE_DATE_ERROR_CODES, type PaylaterDueDateInfo } from '@domain/contract/paylater-duedate';
import { hasErrorCode } from '@domain/errors';
import { asApiError } from '@state/errors';
import { dataWorker } from '../../../data/bridge';

export type DueDateView = { kind: 'info'; info: PaylaterDueDateInfo } | { kind: 'inactive' };

export async function loadDueDate(): Promise<DueDateView> {
  try {
    return { kind: 'info', info: await dataWorker().paylater.dueDateChanges() };
  } catch (error) {
    if (hasErrorCode(asApiError(error), DUE_DATE_ERROR_CODES.noAccount)) return { kind: 'inactive' };
    throw error;
  }
}

/** For the home's nudge: the data, or null when it cannot be had (the home shows nothing then). */
export async function loadDueDateQuietly(): Promise<PaylaterDueDateInfo | null> {
  try {
    return await dataWorker().paylater.dueDateChanges();
  } catch {
    return null;
  }
}

/** Chooses an offered change; it then waits for the contract to be signed (DUE_DATE_SIGNING_ROUTE). */
export function chooseDueDateChange(offerId: string): Promise<PaylaterDueDateInfo> {
  return dataWorker().paylater.selectDueDateChange(offerId);
}

/** Cancels the chosen change (signed or not) before it applies: the due day, limit and lender stay. */
export function cancelDueDateChange(): Promise<PaylaterDueDateInfo> {
  return dataWorker().paylater.cancelDueDateChange();
}

/** Where the contract of a chosen change is signed; /signed comes back to /paylater/duedate/contract/signed. */
export const DUE_DATE_SIGNING_ROUTE = '/privy/intro?product=paylater&flow=duedate';
export const DUE_DATE_ROUTE = '/paylater/duedate';
export const EXTENDED_PERIOD_ROUTE = '/paylater/duedate/extended-period';
