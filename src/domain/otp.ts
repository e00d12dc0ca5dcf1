export const OTP_LENGTH = 6;
export const OTP_COUNTDOWN_SECONDS = 720;
/** Server side: a code lives at most this long (the countdown above is what the user is shown). */
export const OTP_LIFETIME_SECONDS = 600;
export const OTP_MAX_WRONG_TRIES = 5;

export function sanitiseOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isCompleteOtp(otp: string): boolean {
  return /^\d{6}$/.test(otp);
}

/** "mm:ss" for the countdown. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)
    .toString()
    .padStart(2, '0')}:${(s % 60).toString().padStart(2, '0')}`;
}
