/** Lets non-React code (worker events, error handling) move the router without importing it. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

interface PendingMove {
  to: string;
  options?: { replace?: boolean };
  /** Where the page was when the move was asked for. */
  from: string;
}

let navigate: Navigate | null = null;
let pending: PendingMove | null = null;

const here = (): string => `${window.location.pathname}${window.location.search}`;

export function registerNavigator(next: Navigate): void {
  navigate = next;
  const waiting = pending;
  pending = null;
  // Unless the app has moved since by itself (a guard already sent the visitor to sign in).
  if (waiting && waiting.from === here()) next(waiting.to, waiting.options);
}

/**
 * Moves the app's router. Asked before the router is up (on a signed-in reload the worker can find
 * the session rejected before the app's first render), the move waits for it: a page load instead
 * would lose the message said with it.
 */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigate) navigate(to, options);
  else pending = options ? { to, options, from: here() } : { to, from: here() };
}
