import { useEffect, useId, useState } from 'react';
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
  const amountId = useId();
  const countId = useId();
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
        <div className="slider-field">
          <label htmlFor={amountId}>
            <FormattedMessage id="paylater.slider.amount" />
          </label>
          <output htmlFor={amountId} className="amount">
            {format.money(amount)}
          </output>
          <input
            id={amountId}
            type="range"
            min={MIN_AMOUNT}
            max={MAX_AMOUNT}
            step={AMOUNT_STEP}
            value={amount}
            aria-valuetext={format.money(amount)}
            onChange={(event) => setAmount(Number(event.target.value))}
          />
        </div>
        <div className="slider-field">
          <label htmlFor={countId}>
            <FormattedMessage id="paylater.slider.count" />
          </label>
          <output htmlFor={countId}>
            <FormattedMessage id="paylater.slider.countValue" values={{ count }} />
          </output>
          <input
            id={countId}
            type="range"
            min={PAYLATER_MIN_INSTALMENTS}
            max={PAYLATER_MAX_INSTALMENTS}
            step={1}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
          />
        </div>
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
