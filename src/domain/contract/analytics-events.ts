import * as v from 'valibot';
import { instantSchema } from './formats';

export const EVENT_BATCH_MAX = 8;
/** The server accepts larger posts than the client's batches, so an old client never breaks. */
export const EVENTS_PER_POST_MAX = 50;

/** Who did it, without anything personal: no phone number, no name. */
export const EventUserDetailsSchema = v.object({
  csTrackingId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  language: v.pipe(v.string(), v.maxLength(10)),
  sourceApp: v.nullable(v.pipe(v.string(), v.maxLength(50))),
  segments: v.pipe(v.array(v.pipe(v.string(), v.maxLength(50))), v.maxLength(20)),
});
export type EventUserDetails = v.InferOutput<typeof EventUserDetailsSchema>;

type JsonPrimitive = string | number | boolean | null;
export type EventData = Record<string, JsonPrimitive>;

export const AnalyticsEventSchema = v.object({
  /** Chosen by the client when the event happens; the server stores each id once. */
  id: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  data: v.record(v.pipe(v.string(), v.maxLength(64)), v.union([v.pipe(v.string(), v.maxLength(500)), v.number(), v.boolean(), v.null()])),
  userDetails: EventUserDetailsSchema,
  /** ISO instant at which the event happened on the device. */
  occurredAt: instantSchema,
});
export type AnalyticsEvent = v.InferOutput<typeof AnalyticsEventSchema>;

/** POST /v1/user/events: a JSON array of events. */
export const EventsRequestSchema = v.pipe(v.array(AnalyticsEventSchema), v.minLength(1), v.maxLength(EVENTS_PER_POST_MAX));

export interface EventsResponse {
  /** Events stored by this post. */
  stored: number;
  /** Events whose id was already stored: ignored, so a retried batch never counts twice. */
  duplicates: number;
}
