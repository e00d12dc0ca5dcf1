import type { SandboxEvent, SandboxSms } from '../../../src/domain/contract/sandbox';
import type { DataEnvelope } from '../../../src/domain/contract/envelope';
import { baseUrl } from './browser';

let counter = 0;

/** A national number (no leading 0) no other test uses: 10 digits starting with 8. */
export function uniquePhoneNumber(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return `81${tail}`;
}

export async function sandboxGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as DataEnvelope<T>).data;
}

/** The newest code the sandbox SMS gateway sent to +62<phone>. */
export async function latestCode(phoneNumber: string, countryCode = '+62'): Promise<string> {
  const messages = await sandboxGet<SandboxSms[]>(`/sandbox/sms?phone=${encodeURIComponent(`${countryCode}${phoneNumber}`)}`);
  const newest = messages[0];
  if (!newest) throw new Error(`No SMS for ${countryCode}${phoneNumber}`);
  return newest.code;
}

export type StoredEvent = SandboxEvent;

export function storedEvents(name?: string): Promise<StoredEvent[]> {
  return sandboxGet<StoredEvent[]>(`/sandbox/events${name ? `?name=${encodeURIComponent(name)}` : ''}`);
}
