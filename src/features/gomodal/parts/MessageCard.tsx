import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type PageAction, ActionLinks } from './ActionLinks';

type Values = Record<string, string | number>;

/** A card that explains one situation: a heading, its paragraphs (catalogue ids) and the ways on. */
export function MessageCard({
  headingId,
  textIds,
  values = {},
  actions = [],
  children,
  tone = 'neutral',
}: {
  headingId: string;
  textIds: readonly string[];
  values?: Values;
  actions?: readonly PageAction[];
  children?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger' | 'success';
}) {
  return (
    <section className={`card gomodal-message gomodal-message--${tone}`} aria-labelledby="gomodal-message-heading">
      <h2 id="gomodal-message-heading" className="gomodal-message__heading">
        <FormattedMessage id={headingId} values={values} />
      </h2>
      {textIds.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={values} />
        </p>
      ))}
      {children}
      <ActionLinks actions={actions} />
    </section>
  );
}
