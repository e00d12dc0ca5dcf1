/**
 * Consents (platform document, section 7: "an object posted as is"): the user's, whichever page
 * asked for them (the home's signing, pay-later's GoPay Plus), so they belong to no area. The
 * platform requires a type and whether it was given.
 */
import * as v from 'valibot';

export const ConsentSchema = v.looseObject({
  type: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/)),
  granted: v.boolean(),
});
export type Consent = v.InferOutput<typeof ConsentSchema>;

/** One stored consent: the object as posted, and when (platform clock). */
export interface ConsentRecord {
  consent: Consent;
  givenAt: string;
}

/** GET /v1/user/consents: the newest consent of each type. */
export interface ConsentsResponse {
  consents: ConsentRecord[];
}
