import { FormattedMessage, useIntl } from 'react-intl';
import type { DueDateOffer } from '@domain/contract/paylater-duedate';
import { Button } from '@ui/Button';
import { useFormat } from '@ui/useFormat';
import { OfferText } from './offer-text';

interface OfferPickerProps {
  offers: readonly DueDateOffer[];
  /** Offers the platform requires (forced plan changes): marked as such. */
  forced: readonly string[];
  selected: string | null;
  onSelect: (offerId: string) => void;
  onContinue: () => void;
}

/** The changes offered as one radio group: what each does, when, and what a later due date costs. */
export function OfferPicker({ offers, forced, selected, onSelect, onContinue }: OfferPickerProps) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <section className="card" aria-labelledby="duedate-picker-title">
      <fieldset className="plan-choice">
        <legend id="duedate-picker-title">
          <FormattedMessage id="paylater.duedate.pick.legend" />
        </legend>
        {offers.map((offer) => {
          const id = `duedate-${offer.id}`;
          const checked = selected === offer.id;
          return (
            <div key={offer.id} className={`plan-option${checked ? ' plan-option--checked' : ''}`}>
              <input
                type="radio"
                id={id}
                name="duedate-offer"
                value={offer.id}
                checked={checked}
                onChange={() => onSelect(offer.id)}
                aria-describedby={`${id}-detail`}
              />
              <label htmlFor={id}>
                <OfferText offer={offer} format={format} />
              </label>
              <p className="duedate-option__detail muted" id={`${id}-detail`}>
                <FormattedMessage id={`paylater.duedate.when.${offer.effective}`} />
                {forced.includes(offer.id) ? (
                  <>
                    {' '}
                    <FormattedMessage id="paylater.duedate.pick.forced" />
                  </>
                ) : null}
                {offer.extra_days > 0 ? (
                  <>
                    {' '}
                    <FormattedMessage
                      id={offer.extension_cost > 0 ? 'paylater.duedate.pick.extension' : 'paylater.duedate.pick.extensionFree'}
                      values={{ days: offer.extra_days, cost: format.money(offer.extension_cost) }}
                    />
                  </>
                ) : null}
              </p>
            </div>
          );
        })}
      </fieldset>
      <Button
        block
        disabled={selected === null}
        onClick={onContinue}
        aria-label={selected === null ? intl.formatMessage({ id: 'paylater.duedate.pick.continueDisabled' }) : undefined}
      >
        <FormattedMessage id="paylater.duedate.pick.continue" />
      </Button>
    </section>
  );
}
