import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import './scrolled-terms.css';

interface ScrolledTermsProps {
  /** The id of the heading that names these terms. */
  labelledBy: string;
  /** The terms themselves, shown in a box that scrolls. */
  children: ReactNode;
  /** The agree tick's label. */
  agreeLabel: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Not ready to be ticked for another reason (a draft still loading). */
  disabled?: boolean;
}

/**
 * Terms read to the bottom before "I agree" can be ticked (documents 2 and 3, section 5): the tick
 * is enabled once the end of the text has been on screen (at once when it fits), and says why
 * while it is not. A tick already given (kept in a draft) stays enabled.
 */
export function ScrolledTerms({ labelledBy, children, agreeLabel, checked, onCheckedChange, disabled = false }: ScrolledTermsProps) {
  const end = useRef<HTMLParagraphElement>(null);
  const hintId = useId();
  const [readToEnd, setReadToEnd] = useState(false);
  useEffect(() => {
    const target = end.current;
    if (!target || readToEnd) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReadToEnd(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [readToEnd]);
  const canTick = readToEnd || checked;

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable and scrollable by keyboard. */}
      <section className="scrolled-terms" tabIndex={0} aria-labelledby={labelledBy}>
        {children}
        <p ref={end} className="scrolled-terms__end" data-testid="terms-end">
          <FormattedMessage id="common.terms.end" />
        </p>
      </section>
      {!canTick ? (
        <p className="field__hint" id={hintId}>
          <FormattedMessage id="common.terms.scrollFirst" />
        </p>
      ) : null}
      <label className="scrolled-terms__agree">
        <input
          type="checkbox"
          checked={checked}
          disabled={!canTick || disabled}
          aria-describedby={canTick ? undefined : hintId}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>{agreeLabel}</span>
      </label>
    </>
  );
}

/** One section of terms: the messages `<prefix>.<part>.title` and `.text`, with the text's values. */
export interface TermsSection {
  part: string;
  values?: Record<string, string | number>;
}

/** The sections of a terms text, each a heading and its paragraph, for inside ScrolledTerms. */
export function TermsSections({ prefix, sections }: { prefix: string; sections: readonly (string | TermsSection)[] }) {
  return (
    <>
      {sections.map((entry) => {
        const section = typeof entry === 'string' ? { part: entry } : entry;
        return (
          <div key={section.part}>
            <h3>
              <FormattedMessage id={`${prefix}.${section.part}.title`} />
            </h3>
            <p>
              <FormattedMessage id={`${prefix}.${section.part}.text`} values={section.values} />
            </p>
          </div>
        );
      })}
    </>
  );
}
