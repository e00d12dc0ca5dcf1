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
