import { FormattedMessage, useIntl } from 'react-intl';
import type { DueDateOffer } from '@domain/contract/paylater-duedate';
import { OptionCardPicker } from '@ui/OptionCardPicker';
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
    <OptionCardPicker
      name="duedate-offer"
      legend={<FormattedMessage id="paylater.duedate.pick.legend" />}
      options={offers.map((offer) => ({
        id: offer.id,
        label: <OfferText offer={offer} format={format} />,
        detail: (describedById: string) => (
          <p className="option-card__detail muted" id={describedById}>
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
        ),
      }))}
      selected={selected}
      onSelect={onSelect}
      continueLabel={<FormattedMessage id="paylater.duedate.pick.continue" />}
      continueDisabledLabel={intl.formatMessage({ id: 'paylater.duedate.pick.continueDisabled' })}
      onContinue={onContinue}
    />
  );
}
