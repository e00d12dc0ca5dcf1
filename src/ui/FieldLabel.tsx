interface FieldLabelProps {
  htmlFor: string;
  label: string;
  /** A red asterisk, hidden from screen readers: the control itself says it is required. */
  mandatory: boolean;
}

export function FieldLabel({ htmlFor, label, mandatory }: FieldLabelProps) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {mandatory ? (
        <span className="field__asterisk" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

/** The hint under a field (named by the control's aria-describedby), when it has one. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint ? (
    <p className="field__hint" id={id}>
      {hint}
    </p>
  ) : null;
}
