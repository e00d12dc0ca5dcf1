/**
 * Whether this device has seen the pay-later walkthrough: the home offers it on a first visit
 * until it is opened or dismissed. Only a flag, nothing personal; storage refused (private mode)
 * means it is offered again, which is harmless.
 */
const KEY = 'paylater.walkthroughSeen';

export function walkthroughSeen(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markWalkthroughSeen(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Not kept: offered again next time.
  }
}
