import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface OutcomeCardProps {
  /** The illustration above the title (decorative). */
  image: ReactNode;
  titleId: string;
  bodyId: string;
  /** Further lines and the actions, below the body. */
  children: ReactNode;
  /** Marks a typed KYC rejection (its type), for tests and support tooling. */
  rejectionType?: string;
}

/** The frame of every KYC outcome (review, approval, rejections): image, focusable title, body, actions. */
export function OutcomeCard({ image, titleId, bodyId, children, rejectionType }: OutcomeCardProps) {
  const headingId = useId();
  return (
    <section className="card kyc-step kyc-outcome" aria-labelledby={headingId} data-rejection-type={rejectionType}>
      {image}
      <h1 id={headingId} tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id={bodyId} />
      </p>
      {children}
    </section>
  );
}
