/**
 * A one-time code belongs to the number it was sent to. The code step may only open for the number
 * now in the field: an answer that comes back after the user changed the number (a slow network),
 * or a request kept in the draft from before a reload while a different number was typed since,
 * is not for this number, and entering its code would sign in someone else's account or fail.
 */
import { nationalPhoneNumber } from '../phone';

/** The number a code was asked for, as the platform got it: country code and national number. */
export interface CodeRecipient {
  countryCode: string;
  phoneNumber: string;
}

/** The number the platform would be asked for, from what the field holds ("0812-..." typed). */
export function recipientOf(countryCode: string, typedPhoneNumber: string): CodeRecipient {
  return { countryCode, phoneNumber: nationalPhoneNumber(typedPhoneNumber, countryCode) };
}

export function sameRecipient(a: CodeRecipient, b: CodeRecipient): boolean {
  return a.countryCode === b.countryCode && a.phoneNumber === b.phoneNumber;
}

/**
 * The code request the page may act on: `request` when it was sent to the number in the field,
 * otherwise null. A request that does not say whom it was sent to (kept by an older version of
 * the app) is not trusted: the user asks again, which costs a tap, rather than risk a code step
 * for the wrong number.
 */
export function requestForField<Request extends { sentTo?: CodeRecipient }>(
  request: Request | null,
  countryCode: string,
  typedPhoneNumber: string,
): Request | null {
  if (!request?.sentTo) return null;
  return sameRecipient(request.sentTo, recipientOf(countryCode, typedPhoneNumber)) ? request : null;
}

interface FormWithRequest<Request> {
  countryCode: string;
  phoneNumber: string;
  otpRequest: Request | null;
  otp: string;
}

/**
 * The form after a typed change: a kept request for another number is dropped (with its half-typed
 * code), so typing that number back later does not throw the user into a code step mid-keystroke.
 */
export function withoutOtherNumbersRequest<Request extends { sentTo?: CodeRecipient }, Form extends FormWithRequest<Request>>(
  form: Form,
): Form {
  if (!form.otpRequest || requestForField(form.otpRequest, form.countryCode, form.phoneNumber)) return form;
  return { ...form, otpRequest: null, otp: '' };
}
