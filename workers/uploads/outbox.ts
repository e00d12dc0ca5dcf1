/** The upload outbox service (see contract.ts). */
import type { UploadInput, UploadKind, UploadSnapshot } from './contract';

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

export class UploadOutbox {
  private readonly sources = new Map<UploadKind, UploadAddressSource>();

  registerSource(kind: UploadKind, source: UploadAddressSource): void {
    this.sources.set(kind, source);
  }

  async put(input: UploadInput): Promise<UploadSnapshot> {
    throw new Error(`not built yet: ${input.kind}`);
  }

  async list(userId: string, kind: UploadKind): Promise<UploadSnapshot[]> {
    void userId;
    void kind;
    return [];
  }

  async bytes(id: string): Promise<ArrayBuffer | null> {
    void id;
    return null;
  }

  async retry(id: string): Promise<void> {
    void id;
  }

  async remove(id: string): Promise<void> {
    void id;
  }

  async wake(): Promise<void> {}
}
