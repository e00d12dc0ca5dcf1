/**
 * The move to the new provider and the SLIK blocker's state (the only module of paylater/migration
 * that calls the data worker).
 */
import type { PaylaterMigration } from '@domain/contract/paylater-migration';
import { dataWorker } from '../../../data/bridge';

export function loadMigration(): Promise<PaylaterMigration> {
  return dataWorker().paylater.migration();
}

export function consentToMigration(): Promise<PaylaterMigration> {
  return dataWorker().paylater.consentToMigration();
}

export function reserveMigration(): Promise<PaylaterMigration> {
  return dataWorker().paylater.reserveMigration();
}

/** Where the contract of the move is signed; /signed comes back to /paylater/migration/redirect. */
export const MIGRATION_SIGNING_ROUTE = '/privy/intro?product=paylater&flow=migration';
export const MIGRATION_ROUTE = '/paylater/migration';
