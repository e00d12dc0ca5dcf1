/**
 * When a form's messages show, shared by every multi-field form: a field speaks once it was left
 * (or holds a value restored from a draft), never while it is being typed in; after continue was
 * pressed every field speaks at once, and the first wrong one is scrolled to and focused.
 */
import { createContext, useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';

/** True inside a form whose continue was pressed: its fields show their messages, left or not. */
export const ShowValidationContext = createContext(false);

/** Message id for a required field left empty. */
export const REQUIRED_MESSAGE_ID = 'validation.required';

export interface FieldMessageTiming {
  /** Whether the field's message (if it has one) may show now. */
  show: boolean;
  onFocus: () => void;
  onBlur: () => void;
}

/** `forced`: the field's own "show now" (the form's context counts too). */
export function useFieldMessageTiming(value: string, forced = false): FieldMessageTiming {
  const submitted = useContext(ShowValidationContext);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    show: forced || submitted || (!focused && (touched || value !== '')),
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      setTouched(true);
    },
  };
}

/** The first control the form marked invalid: scrolled to the middle of the screen, then focused. */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  // Centred so its label above and its message below are both in sight; instant, as focus is.
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
  return true;
}

export interface RefusedSubmit {
  /** Whether continue was pressed at least once (every field shows its message). */
  submitted: boolean;
  /** How many fields were wrong when continue was last refused. */
  missing: number;
  /** Continue was pressed with `missing` wrong fields: mark them all, then go to the first. */
  refuse: (missing: number) => void;
}

/**
 * A form's continue that is never a dead button: pressed with wrong fields, it marks them and
 * puts the user on the first one (after the render that marks them).
 */
export function useRefusedSubmit(form: RefObject<HTMLElement | null>): RefusedSubmit {
  const [attempt, setAttempt] = useState(0);
  const [missing, setMissing] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (attempt === handled.current) return;
    handled.current = attempt;
    focusFirstInvalid(form.current);
  }, [attempt, form]);
  return {
    submitted: attempt > 0,
    missing,
    refuse: (count) => {
      setMissing(count);
      setAttempt((previous) => previous + 1);
    },
  };
}

/**
 * Says, in a live region beside continue, how many fields still need the user: the count of the
 * last refused continue, gone once `remaining` reaches zero. Always in the page so that the
 * change is announced. `messageId` (with a `count`) names what is missing when it is not fields.
 */
export function MissingFieldsStatus({
  missing,
  remaining,
  id,
  messageId = 'validation.missingFields',
}: {
  missing: number;
  remaining: number;
  id?: string;
  messageId?: string;
}) {
  const shown = missing > 0 && remaining > 0;
  return (
    <p className={shown ? 'field__error form-missing' : 'form-missing'} role="status" id={id}>
      {shown ? <FormattedMessage id={messageId} values={{ count: remaining }} /> : null}
    </p>
  );
}
