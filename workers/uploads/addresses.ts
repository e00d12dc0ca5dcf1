/**
 * Address renewal: each kind's area says where its files go (a signed address per slot); an
 * address near or past its expiry, or one the storage refused as expired or invalid, is replaced by
 * a fresh one without the user noticing.
 */
import type { ApiErrorData } from '@domain/errors';
import type { Clock } from '../clock';
import type { UploadRecord } from '../db';
import { toApiErrorData } from '../http/api-error';
import type { UploadKind } from './contract';
import type { UploadStore } from './store';

/** A signed address to PUT one file to. */
export interface UploadAddress {
  /** Absolute, or relative to the API base URL. */
  url: string;
  /** Epoch ms after which the platform refuses it; null when the address does not say. */
  expiresAt: number | null;
}

/** Each kind's way to get fresh signed addresses (the lender asks for all nine at once). */
export interface UploadAddressSource {
  issue(userId: string, slots: string[]): Promise<Map<string, UploadAddress>>;
}

/** An address this close to its expiry is replaced before use: an upload must start in time. */
export const EXPIRY_MARGIN_MS = 30_000;
const ADDRESS_ERROR_KEYS = new Set(['UPLOAD_ADDRESS_EXPIRED', 'UPLOAD_ADDRESS_INVALID']);

/** The storage refused the address, not the file: a fresh address will do. */
export function isAddressRefusal(error: ApiErrorData): boolean {
  return error.status === 403 && error.errors.some((item) => ADDRESS_ERROR_KEYS.has(item.errorKey ?? item.code));
}

export function isAddressUsable(address: UploadRecord['address'], now: number): boolean {
  return address !== null && (address.expiresAt === null || address.expiresAt - EXPIRY_MARGIN_MS > now);
}

export type Renewal =
  | { kind: 'ready'; record: UploadRecord }
  /** The kind's area has not registered its source yet (it does when the worker builds it). */
  | { kind: 'no-source' }
  /** Asking for addresses failed: the retry policy decides. */
  | { kind: 'unavailable'; error: ApiErrorData }
  /** The source answered without this slot: no address will come. */
  | { kind: 'none' };

export class AddressRenewal {
  private readonly sources = new Map<UploadKind, UploadAddressSource>();

  constructor(
    private readonly store: UploadStore,
    private readonly clock: Clock,
  ) {}

  register(kind: UploadKind, source: UploadAddressSource): void {
    this.sources.set(kind, source);
  }

  has(kind: UploadKind): boolean {
    return this.sources.has(kind);
  }

  /**
   * The record with an address that will still work. When it needs a fresh one, the addresses of
   * every waiting file of that user and kind are asked for at once (the lender's call answers all
   * nine) and stored with them.
   */
  async ensure(record: UploadRecord, pending: readonly UploadRecord[]): Promise<Renewal> {
    const now = this.clock.now();
    if (isAddressUsable(record.address, now)) return { kind: 'ready', record };
    const source = this.sources.get(record.kind);
    if (!source) return { kind: 'no-source' };
    const siblings = pending.filter(
      (other) =>
        other.id !== record.id && other.kind === record.kind && other.userId === record.userId && !isAddressUsable(other.address, now),
    );
    let addresses: Map<string, UploadAddress>;
    try {
      addresses = await source.issue(record.userId, [...new Set([record.slot, ...siblings.map((other) => other.slot)])]);
    } catch (error) {
      return { kind: 'unavailable', error: toApiErrorData(error) };
    }
    let renewed: UploadRecord | null = null;
    for (const candidate of [record, ...siblings]) {
      const address = addresses.get(candidate.slot);
      if (!address) continue;
      const fresh = await this.store.get(candidate.id);
      if (!fresh) continue; // removed meanwhile
      const saved = await this.store.update(fresh, { address: { url: address.url, expiresAt: address.expiresAt } });
      if (candidate.id === record.id) renewed = saved;
    }
    return renewed ? { kind: 'ready', record: renewed } : { kind: 'none' };
  }
}
