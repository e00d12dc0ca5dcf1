import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PAYLATER_LIMIT_CAPS } from '@domain/paylater/fees';
import { PAYLATER_MAX_INSTALMENTS } from '@domain/paylater/instalments';
import { trackEvent } from '@state/analytics';
import { PageTitle } from '@ui/PageTitle';
import { useFormat } from '@ui/useFormat';
import { markWalkthroughSeen } from './walkthrough-seen';
import './learn.css';
import { LinkButton } from '@ui/LinkButton';

const SLIDES = ['shop', 'limit', 'instalments', 'fee'] as const;
type Slide = (typeof SLIDES)[number];
/** Where a slide leads to learn more. */
const MORE: Partial<Record<Slide, string>> = { instalments: '/paylater/slider', fee: '/paylater/fees' };
/** A swipe shorter than this is a tap or a scroll, not a change of slide. */
const SWIPE_PX = 48;

/**
 * /paylater/walkthrough ("walkthrough carousel"): four slides on how pay-later works. Moved by the
 * Previous / Next buttons and the dots (each a button), by the arrow keys, or by a swipe; one slide
 * is shown at a time and announced politely, never rotating by itself.
 */
export default function WalkthroughPage() {
  const intl = useIntl();
  const format = useFormat();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const slide = SLIDES[index] ?? 'shop';
  const last = index === SLIDES.length - 1;

  useEffect(() => markWalkthroughSeen(), []);
  useEffect(() => trackEvent('walkthrough_carousel_viewed', { page: 'walkthrough_carousel', slide: index + 1 }), [index]);

  const go = (next: number) => setIndex(Math.min(SLIDES.length - 1, Math.max(0, next)));
  const values = {
    limit: format.money(PAYLATER_LIMIT_CAPS.NEW),
    oldLimit: format.money(PAYLATER_LIMIT_CAPS.OLD),
    count: PAYLATER_MAX_INSTALMENTS,
  };
  const more = MORE[slide];

  return (
    <div className="money-page learn-page">
      <PageTitle>
        <FormattedMessage id="paylater.walkthrough.title" />
      </PageTitle>
      <section
        className="card carousel"
        aria-roledescription={intl.formatMessage({ id: 'paylater.walkthrough.carousel' })}
        aria-label={intl.formatMessage({ id: 'paylater.walkthrough.title' })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(index + 1);
          if (event.key === 'ArrowLeft') go(index - 1);
        }}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? index + 1 : index - 1);
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide a group; a fieldset is for form controls. */}
        <div
          className="carousel__slide"
          role="group"
          aria-roledescription={intl.formatMessage({ id: 'paylater.walkthrough.slide' })}
          aria-label={intl.formatMessage({ id: 'paylater.walkthrough.position' }, { n: index + 1, total: SLIDES.length })}
          aria-live="polite"
          data-slide={slide}
        >
          <div className="carousel__art" aria-hidden="true">
            {index + 1}
          </div>
          <h2>
            <FormattedMessage id={`paylater.walkthrough.${slide}.title`} values={values} />
          </h2>
          <p>
            <FormattedMessage id={`paylater.walkthrough.${slide}.body`} values={values} />
          </p>
          {more ? (
            <Link to={more}>
              <FormattedMessage id={`paylater.walkthrough.${slide}.more`} />
            </Link>
          ) : null}
        </div>
        <div className="carousel__dots">
          {SLIDES.map((name, n) => (
            <button
              key={name}
              type="button"
              className="carousel__dot"
              aria-current={n === index ? 'true' : undefined}
              aria-label={intl.formatMessage({ id: 'paylater.walkthrough.goTo' }, { n: n + 1 })}
              onClick={() => go(n)}
            />
          ))}
        </div>
        <div className="carousel__nav">
          <button type="button" className="btn btn--secondary" disabled={index === 0} onClick={() => go(index - 1)}>
            <FormattedMessage id="paylater.walkthrough.previous" />
          </button>
          {last ? (
            <LinkButton to="/gopaylater/ab" messageId="paylater.walkthrough.done" />
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => go(index + 1)}>
              <FormattedMessage id="paylater.walkthrough.next" />
            </button>
          )}
        </div>
      </section>
      {last ? null : <LinkButton to="/gopaylater/ab" messageId="paylater.walkthrough.skip" variant="text" block />}
    </div>
  );
}
