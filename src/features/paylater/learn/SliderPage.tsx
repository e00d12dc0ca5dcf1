import { type ReactNode, useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PAYLATER_MAX_INSTALMENTS, PAYLATER_MIN_INSTALMENTS, paylaterInstalments } from '@domain/paylater/instalments';
import { trackEvent } from '@state/analytics';
import { usePlatformNow } from '@state/platform-clock';
import { PageTitle } from '@ui/PageTitle';
import { useFormat } from '@ui/useFormat';
import './learn.css';
import { Card } from '@ui/Card';
import { LinkButton } from '@ui/LinkButton';

const MIN_AMOUNT = 100_000;
const MAX_AMOUNT = 10_000_000;
const AMOUNT_STEP = 100_000;

/**
 * /paylater/slider ("pay-later slider"): slide a purchase amount and a number of instalments (1 to
 * 12) and see what each bill would carry and when, computed by the same rule as a real purchase
 * (paylaterInstalments) from the platform's today. Native range inputs: keyboard and screen readers work as usual,
 * and each announces its value as the page writes it.
 */
export default function SliderPage() {
  const format = useFormat();
  const [amount, setAmount] = useState(1_200_000);
  const [count, setCount] = useState(3);
  useEffect(() => trackEvent('paylater_slider_viewed', { page: 'paylater_slider' }), []);
  // The platform's date, not the device's: the bills it shows are the ones a purchase today would make.
  const instalments = paylaterInstalments(amount, count, usePlatformNow());
  return (
    <div className="money-page learn-page">
      <PageTitle>
        <FormattedMessage id="paylater.slider.title" />
      </PageTitle>
      <section className="card slider-card">
        <p className="muted">
          <FormattedMessage id="paylater.slider.intro" />
        </p>
        <RangeField
          labelId="paylater.slider.amount"
          shown={format.money(amount)}
          outputClassName="amount"
          range={{ min: MIN_AMOUNT, max: MAX_AMOUNT, step: AMOUNT_STEP }}
          value={amount}
          valueText={format.money(amount)}
          onChange={setAmount}
        />
        <RangeField
          labelId="paylater.slider.count"
          shown={<FormattedMessage id="paylater.slider.countValue" values={{ count }} />}
          range={{ min: PAYLATER_MIN_INSTALMENTS, max: PAYLATER_MAX_INSTALMENTS, step: 1 }}
          value={count}
          onChange={setCount}
        />
      </section>
      <Card title={<FormattedMessage id="paylater.slider.resultTitle" />}>
        <ol className="slider-result" aria-live="polite">
          {instalments.map((part) => (
            <li key={part.number}>
              <span>
                <FormattedMessage id="paylater.slider.due" values={{ date: format.date(part.dueDate) }} />
              </span>
              <strong className="amount">{format.money(part.amount)}</strong>
            </li>
          ))}
        </ol>
        <p className="muted">
          <FormattedMessage id="paylater.slider.noInterest" />
        </p>
        <Link to="/paylater/fees">
          <FormattedMessage id="paylater.learn.feesLink" />
        </Link>
      </Card>
      <LinkButton to="/gopaylater/ab" messageId="paylater.learn.backToPaylater" variant="text" block />
    </div>
  );
}

interface RangeFieldProps {
  labelId: string;
  /** The value as the page writes it, beside the label. */
  shown: ReactNode;
  outputClassName?: string;
  range: { min: number; max: number; step: number };
  value: number;
  /** What a screen reader announces, when the bare number would not say it. */
  valueText?: string;
  onChange: (value: number) => void;
}

/** A labelled native range input with its value written out (an `output` tied to it). */
function RangeField({ labelId, shown, outputClassName, range, value, valueText, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="slider-field">
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      <output htmlFor={id} className={outputClassName}>
        {shown}
      </output>
      <input
        id={id}
        type="range"
        {...range}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
