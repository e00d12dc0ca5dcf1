/**
 * A searchable bank select (WAI-ARIA 1.2 combobox with a listbox popup, list autocomplete): type a
 * name or a code, move with the arrow keys, Enter or a tap chooses. Focus stays in the input, which
 * points at the active option (aria-activedescendant); the options are focusable only from a
 * script (tabIndex -1), never a tab stop. Only a bank of the list can be chosen; leaving the field
 * puts the chosen bank's name back.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { bankLabel, findBank, searchBanks, type Bank } from '@domain/lender/banks';
import { FieldLabel } from '@ui/FieldLabel';
import { REQUIRED_MESSAGE_ID, useFieldMessageTiming } from '@ui/form-validation';

interface BankComboboxProps {
  label: string;
  /** The chosen bank's code, '' when none. */
  value: string;
  onChange: (code: string) => void;
}

export function BankCombobox({ label, value, onChange }: BankComboboxProps) {
  const intl = useIntl();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const chosen = findBank(value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const timing = useFieldMessageTiming(value);
  const errorId = `${baseId}-error`;
  const showIssue = !chosen && timing.show;

  const shown = query ?? (chosen ? bankLabel(chosen) : '');
  const matches = useMemo(() => searchBanks(query ?? ''), [query]);
  const optionId = (bank: Bank): string => `${baseId}-option-${bank.code}`;
  const activeBank = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  const choose = (bank: Bank): void => {
    onChange(bank.code);
    setQuery(null);
    setOpen(false);
  };
  const moveTo = (index: number): void => {
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    const bank = matches[next];
    if (bank) document.getElementById(optionId(bank))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else moveTo(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) moveTo(active - 1);
    } else if (event.key === 'Enter') {
      if (open && activeBank) {
        event.preventDefault();
        choose(activeBank);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setQuery(null);
      }
    }
  };

  return (
    <div className={showIssue ? 'field field--invalid lender-combobox' : 'field lender-combobox'}>
      <FieldLabel htmlFor={inputId} label={label} mandatory />
      <div className="field__control field__control--select">
        <input
          id={inputId}
          className="field__input"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeBank ? optionId(activeBank) : undefined}
          aria-describedby={showIssue ? `${errorId} ${hintId}` : hintId}
          aria-invalid={showIssue ? true : undefined}
          aria-required="true"
          autoComplete="off"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'lender.bank.searchPlaceholder' })}
          value={shown}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => {
            timing.onFocus();
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // A tap on an option blurs the input first; the option's own handler chooses.
            if (listRef.current?.contains(event.relatedTarget as Node | null)) return;
            timing.onBlur();
            setOpen(false);
            setQuery(null);
          }}
        />
      </div>
      {showIssue ? (
        <p className="field__error" id={errorId}>
          {intl.formatMessage({ id: REQUIRED_MESSAGE_ID })}
        </p>
      ) : null}
      <p className="field__hint" id={hintId}>
        {intl.formatMessage({ id: 'lender.bank.hint' })}
      </p>
      {/* A listbox holds options only: "no match" is said beside it, where a screen reader hears it. */}
      <p className="lender-combobox__empty" role="status">
        {open && matches.length === 0 ? intl.formatMessage({ id: 'lender.bank.noMatch' }) : null}
      </p>
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={label}
        className="lender-combobox__list"
        hidden={!open || matches.length === 0}
        tabIndex={-1}
      >
        {open
          ? matches.map((bank, index) => (
              <div
                key={bank.code}
                id={optionId(bank)}
                role="option"
                tabIndex={-1}
                aria-selected={bank.code === value}
                className={['lender-combobox__option', activeBank?.code === bank.code ? 'lender-combobox__option--active' : '']
                  .filter(Boolean)
                  .join(' ')}
                // Keeps the focus (and the keyboard) in the input: a tap chooses without a blur first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(bank)}
                onKeyDown={(event) => {
                  // Only reached when assistive technology moved focus onto the option itself.
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(bank);
                  }
                }}
              >
                {bankLabel(bank)}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
