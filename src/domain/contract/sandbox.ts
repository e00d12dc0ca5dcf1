import * as v from 'valibot';
import { instantSchema } from './formats';

/** Every stand-in of the sandbox lives under this path (absent when SANDBOX=off). */
export const SANDBOX_PATH_PREFIX = '/sandbox';

/** GET /sandbox/sms?phone=+62812... : newest first. */
export interface SandboxSms {
  id: string;
  phone: string;
  body: string;
  code: string;
  sentAt: string;
}

/** GET and POST /sandbox/clock. */
export interface SandboxClock {
  /** The platform's current time, ISO instant. */
  now: string;
  /** How far the platform's clock is set from the machine's, in milliseconds. */
  offsetMs: number;
}

/** POST /sandbox/clock: set the platform's time to an instant, or back to the machine's time. */
export const SandboxClockRequestSchema = v.union(
  [v.strictObject({ now: instantSchema }), v.strictObject({ reset: v.literal(true) })],
  'Expected {"now": "<ISO instant>"} or {"reset": true}',
);
export type SandboxClockRequest = v.InferOutput<typeof SandboxClockRequestSchema>;

/** GET /sandbox/events (optional ?name=): what the platform stored, newest first. */
export interface SandboxEvent {
  id: string;
  name: string;
  /** The event's data as stored (page views carry only their path). */
  data: Record<string, string | number | boolean | null>;
  /** How many times the event was posted; more than 1 means a client re-sent it (and it was not stored twice). */
  deliveries: number;
  /** ISO instant (sandbox clock) of the first delivery. */
  receivedAt: string;
}
