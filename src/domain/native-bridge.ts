/**
 * The native app's analytics bridge (platform document, section 7): inside a partner app's webview
 * from app version 4.67 on, every click-stream event also goes to the app, as the same event (same
 * id) that the collector receives. The bridge's shape is not in the documents; what we ask of the
 * apps is in server/CONTRACT.md, "Native analytics bridge".
 */
export const NATIVE_BRIDGE_MIN_APP_VERSION = '4.67';

/** Numeric dotted versions ("4.67", "4.67.1"); anything else is not a version (null). */
function versionParts(version: string): number[] | null {
  const trimmed = version.trim();
  if (!/^\d+(\.\d+)*$/.test(trimmed)) return null;
  return trimmed.split('.').map(Number);
}

/** Whether `version` is at least `minimum`; a missing segment counts as 0 ("4.67" = "4.67.0"). */
export function isAppVersionAtLeast(version: string, minimum: string): boolean {
  const have = versionParts(version);
  const need = versionParts(minimum);
  if (!have || !need) return false;
  for (let at = 0; at < Math.max(have.length, need.length); at++) {
    const difference = (have[at] ?? 0) - (need[at] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** Whether an app of that version gets the events; no version means not a native app. */
export function nativeBridgeApplies(appVersion: string | null): boolean {
  return appVersion !== null && isAppVersionAtLeast(appVersion, NATIVE_BRIDGE_MIN_APP_VERSION);
}
