import type { SandboxEvent, SandboxSms } from '@domain/contract/sandbox';
import type { DataEnvelope } from '@domain/contract/envelope';
import { baseUrl } from './browser';

let counter = 0;

/** A national number (no leading 0) no other test uses: 10 digits starting with 8. */
export function uniquePhoneNumber(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return `81${tail}`;
}

/** `base`: the platform's address (the test run's by default; a bench passes its own). */
export async function sandboxGet<T>(path: string, base = baseUrl()): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as DataEnvelope<T>).data;
}

/** The newest code the sandbox SMS gateway sent to +62<phone>. */
export async function latestCode(phoneNumber: string, countryCode = '+62', base = baseUrl()): Promise<string> {
  const messages = await sandboxGet<SandboxSms[]>(`/sandbox/sms?phone=${encodeURIComponent(`${countryCode}${phoneNumber}`)}`, base);
  const newest = messages[0];
  if (!newest) throw new Error(`No SMS for ${countryCode}${phoneNumber}`);
  return newest.code;
}

export type StoredEvent = SandboxEvent;

export function storedEvents(name?: string): Promise<StoredEvent[]> {
  return sandboxGet<StoredEvent[]>(`/sandbox/events${name ? `?name=${encodeURIComponent(name)}` : ''}`);
}

/** Moves the platform's clock (codes, sessions) by `minutes`; answers a function that resets it. */
export async function advancePlatformClock(minutes: number): Promise<() => Promise<void>> {
  const { now } = await sandboxGet<{ now: string }>('/sandbox/clock');
  const later = new Date(Date.parse(now) + minutes * 60_000).toISOString();
  const set = async (body: object): Promise<void> => {
    const response = await fetch(`${baseUrl()}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`clock: HTTP ${response.status}`);
  };
  await set({ now: later });
  return () => set({ reset: true });
}

/** Asks the platform for a code as the app would, without a page (to use up the rate limit). */
/** Redeems a code as another device would (POST /v2/login); answers the HTTP status. */
export async function loginDirectly(phoneNumber: string, otp: string, otpToken: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/v2/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-user-locale': 'EN' },
    body: JSON.stringify({ otp, otpToken, phoneNumber }),
  });
  return response.status;
}

export async function requestCodeDirectly(phoneNumber: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/v1/otp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ countryCode: '+62', phoneNumber }),
  });
  return response.status;
}
