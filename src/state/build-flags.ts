/**
 * The one place the app reads its build-time flags (Vite replaces import.meta.env.VITE_* at build
 * time, so a flag that is off removes nothing from the bundle but decides what is shown).
 * The rule: src/domain/build-flags.ts. The list: README, "Build-time flags".
 */
import { readBuildFlags, type BuildFlags } from '@domain/build-flags';

export const BUILD_FLAGS: BuildFlags = readBuildFlags({
  VITE_CICILAN: import.meta.env.VITE_CICILAN,
  VITE_NEW_GOMODAL: import.meta.env.VITE_NEW_GOMODAL,
  VITE_DOWNTIME: import.meta.env.VITE_DOWNTIME,
  VITE_OTP_LOGIN: import.meta.env.VITE_OTP_LOGIN,
});
