export const OTP_LENGTH = 6;
/** Document 1's countdown before the code may be sent again. */
export const OTP_COUNTDOWN_SECONDS = 720;
/** The sandbox platform's code lifetime (server/CONTRACT.md); the app goes by what the platform answers. */
export const OTP_LIFETIME_SECONDS = 600;

/**
 * Seconds until "send again" unlocks: document 1's 720, but never past the moment the code dies
 * (the platform's expiresInSeconds), so no one waits on a dead code with resend locked.
 */
export function resendUnlocksInSeconds(codeExpiresInSeconds: number): number {
  if (!Number.isFinite(codeExpiresInSeconds) || codeExpiresInSeconds <= 0) return 0;
  return Math.min(OTP_COUNTDOWN_SECONDS, codeExpiresInSeconds);
}
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
