/**
 * The build-time flags of the platform document (section 9: "build-time flags for the cicilan
 * feature, the new gomodal, the downtime screen and the one-time-code login exist; their values are
 * not shown"). Each is a VITE_ variable read once, in src/state/build-flags.ts; this module only
 * turns the variables into values, so the rule is tested without a build. README lists them.
 */

export interface BuildFlags {
  /** VITE_CICILAN: the instalment product is offered (its home card; its pages when they are in). Default on. */
  cicilan: boolean;
  /** VITE_NEW_GOMODAL: the in-app merchant loan (its home card; the /gomodal pages). Default on. */
  newGomodal: boolean;
  /** VITE_DOWNTIME: the signed-in home shows the downtime screen instead of the cards. Default off. */
  downtime: boolean;
  /** VITE_OTP_LOGIN: the phone-number and one-time-code sign-in on /. Off: only the partner apps' sign-in. Default on. */
  otpLogin: boolean;
}

export const BUILD_FLAG_VARIABLES = {
  cicilan: 'VITE_CICILAN',
  newGomodal: 'VITE_NEW_GOMODAL',
  downtime: 'VITE_DOWNTIME',
  otpLogin: 'VITE_OTP_LOGIN',
} as const satisfies Record<keyof BuildFlags, string>;

const DEFAULTS: BuildFlags = { cicilan: true, newGomodal: true, downtime: false, otpLogin: true };

/** "true" and "false" (any case, trimmed) set a flag; unset, empty or anything else keeps its default. */
function flag(value: string | undefined, fallback: boolean): boolean {
  const normalised = value?.trim().toLowerCase();
  if (normalised === 'true') return true;
  if (normalised === 'false') return false;
  return fallback;
}

export function readBuildFlags(env: Readonly<Record<string, string | undefined>>): BuildFlags {
  return {
    cicilan: flag(env[BUILD_FLAG_VARIABLES.cicilan], DEFAULTS.cicilan),
    newGomodal: flag(env[BUILD_FLAG_VARIABLES.newGomodal], DEFAULTS.newGomodal),
    downtime: flag(env[BUILD_FLAG_VARIABLES.downtime], DEFAULTS.downtime),
    otpLogin: flag(env[BUILD_FLAG_VARIABLES.otpLogin], DEFAULTS.otpLogin),
  };
}
