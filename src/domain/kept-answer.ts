/**
 * A platform answer as the data worker hands it over (workers/kept-answers.ts): the answer, the
 * platform's instant it was given at, and whether it came now (`live`) or is this device's copy
 * because the platform could not be reached (`kept`: the page says "as of <answeredAt>" and what
 * cannot be done offline).
 */
export interface Kept<T> {
  answer: T;
  /** ISO instant, on the platform's clock. */
  answeredAt: string;
  source: 'live' | 'kept';
}
