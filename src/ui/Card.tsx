import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';

interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'aria-labelledby'> {
  /** The landmark: a region (`section`, the default) or a set of links (`nav`). */
  as?: 'section' | 'nav';
  /** The card's heading (an h2): it names the region for screen readers. */
  title: ReactNode;
  /** Extra classes beside `card`. */
  className?: string;
  /** Classes of the heading (`visually-hidden` when the card's content says what it is). */
  titleClassName?: string;
  /** Beside the heading, in one row (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A card named by its own heading: `<section class="card" aria-labelledby>` with its `<h2 id>`,
 * the id made here so two cards on a page never share one.
 */
export function Card({ as: Landmark = 'section', title, className, titleClassName, aside, children, ...rest }: CardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <Landmark {...rest} className={['card', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      {aside ? (
        <div className="card__head">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </Landmark>
  );
}
