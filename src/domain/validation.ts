/** A message of the catalogue with its values; the UI translates it. */
export interface ValidationIssue {
  messageId: string;
  values?: Record<string, string | number>;
}

/** One rule of a field: null when the value passes. */
export type Validator = (value: string) => ValidationIssue | null;

export interface ValidationResult {
  valid: boolean;
  /** The first failing rule's message; null when valid or when a mandatory field is simply empty. */
  issue: ValidationIssue | null;
}

/**
 * Runs the validators in order and reports the first failure. An empty mandatory field is not
 * valid but has no message (the red asterisk already says it is needed); an empty optional one is valid.
 */
export function runValidators(value: string, validators: readonly Validator[], mandatory: boolean): ValidationResult {
  if (value.trim() === '') return { valid: !mandatory, issue: null };
  for (const validator of validators) {
    const issue = validator(value);
    if (issue) return { valid: false, issue };
  }
  return { valid: true, issue: null };
}

export const MIN_TEXT_LENGTH = 3;

export const minLength =
  (min: number = MIN_TEXT_LENGTH): Validator =>
  (value) =>
    value.trim().length < min ? { messageId: 'validation.minLength', values: { min } } : null;

export const maxLength =
  (max: number): Validator =>
  (value) =>
    value.length > max ? { messageId: 'validation.maxLength', values: { max } } : null;

export const matches =
  (pattern: RegExp, messageId: string): Validator =>
  (value) =>
    pattern.test(value) ? null : { messageId };

/** Stored text values lose their leading whitespace (platform rule). */
export function trimLeading(value: string): string {
  return value.replace(/^\s+/, '');
}
