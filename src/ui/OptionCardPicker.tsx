import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import './option-cards.css';

export interface PickerOption {
  /** The radio's value, answered by onSelect. */
  id: string;
  /** What the option is, inside its label. */
  label: ReactNode;
  /**
   * What is said about the option under its label, read out with it (aria-describedby): one element
   * carrying the id given, with the class option-card__detail to sit under the label.
   */
  detail?: (describedById: string) => ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

interface OptionCardPickerProps {
  /** The radios' name, unique on the page. */
  name: string;
  legend: ReactNode;
  options: readonly PickerOption[];
  selected: string | null;
  onSelect: (id: string) => void;
  continueLabel: ReactNode;
  /** Read out on the Continue button while nothing is chosen (why it is disabled). */
  continueDisabledLabel: string;
  onContinue: () => void;
}

/**
 * A card offering one choice among several: native radios in a fieldset (one tab stop, the arrow
 * keys move and select, the legend names the group), each radio in a bordered card, then Continue,
 * disabled until something is chosen.
 */
export function OptionCardPicker(props: OptionCardPickerProps) {
  const { name, legend, options, selected, onSelect, continueLabel, continueDisabledLabel, onContinue } = props;
  const prefix = useId();
  const legendId = `${prefix}-legend`;
  return (
    <section className="card option-picker" aria-labelledby={legendId}>
      <fieldset className="option-cards">
        <legend id={legendId}>{legend}</legend>
        {options.map((option) => {
          const id = `${prefix}-${option.id}`;
          const checked = selected === option.id;
          const detailId = `${id}-detail`;
          return (
            <div
              key={option.id}
              className={`option-card${checked ? ' option-card--checked' : ''}${option.disabled ? ' option-card--disabled' : ''}`}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={option.id}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onSelect(option.id)}
                aria-describedby={option.detail ? detailId : undefined}
              />
              <label htmlFor={id}>{option.label}</label>
              {option.detail?.(detailId)}
            </div>
          );
        })}
      </fieldset>
      <Button block disabled={selected === null} onClick={onContinue} aria-label={selected === null ? continueDisabledLabel : undefined}>
        {continueLabel}
      </Button>
    </section>
  );
}
