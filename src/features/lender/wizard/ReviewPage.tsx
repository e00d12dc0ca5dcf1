import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { LENDER_DOCUMENT_TYPES } from '@domain/contract/lender/documents';
import { trackEvent } from '@state/analytics';
import { presentError } from '@state/errors';
import { withSpinner } from '@state/notify';
import { Button } from '@ui/Button';
import { useFormat } from '@ui/useFormat';
import { useLenderDocuments } from '../documents/useLenderDocuments';
import { LENDER_ERROR_CONTEXT, submitApplication } from '../state';
import { useLenderApplication } from './lender-draft';
import { reviewSections } from './review-rows';
import { WizardFrame } from './WizardFrame';

/** Back from a step's edit, that step's Continue returns here (useContinue). */
export const FROM_REVIEW = 'from=review';

function ReviewSectionCard({ title, editTo, children }: { title: string; editTo: string; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <section className="lender-check__section" aria-label={title}>
      <div className="lender-check__head">
        <h2 className="lender-check__title">{title}</h2>
        <Link
          className="lender-check__edit"
          to={editTo}
          aria-label={intl.formatMessage({ id: 'lender.review.editSection' }, { section: title })}
        >
          <FormattedMessage id="lender.review.edit" />
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * /lender/review: everything steps 1 to 4 hold, read back before it is sent; each section's edit
 * link opens its step (the draft keeps every field, and that step's Continue comes back here).
 * Submitting happens here, once: step 5 follows the platform's answer.
 */
export default function ReviewPage() {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const { draft } = useLenderApplication();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { tiles, refreshStored } = useLenderDocuments();
  const sections = reviewSections(draft, intl, format);
  const documentsTitle = intl.formatMessage({ id: 'lender.review.documents' });
  const done = tiles ? LENDER_DOCUMENT_TYPES.filter((type) => tiles[type].kind === 'done').length : 0;

  const submit = async (): Promise<void> => {
    setSubmitting(true);
    setRefusal(null);
    try {
      await withSpinner(
        (async () => {
          // The platform, not this device, decides whether all nine are there.
          const statuses = await refreshStored();
          if (!statuses.every((status) => status.uploaded)) {
            setRefusal(intl.formatMessage({ id: 'lender.review.documentsMissing' }));
            return;
          }
          await submitApplication();
          trackEvent('lender_application_submitted');
          navigate('/lender/step5', { replace: true });
        })(),
      );
    } catch (error) {
      presentError(error, LENDER_ERROR_CONTEXT);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <WizardFrame step={4} percent={90} titleId="lender.review.title" exit={{ kind: 'back', to: '/lender/step4', replace: false }}>
      <p className="muted">
        <FormattedMessage id="lender.review.intro" />
      </p>
      {sections.map((section) => (
        <ReviewSectionCard key={section.step} title={section.title} editTo={`/lender/step${section.step}?${FROM_REVIEW}`}>
          <dl className="lender-check__list">
            {section.rows.map((row) => (
              <div key={row.label} className="lender-check__row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </ReviewSectionCard>
      ))}
      <ReviewSectionCard title={documentsTitle} editTo="/lender/step4">
        {tiles ? (
          <>
            <p className="lender-check__count">
              <FormattedMessage id="lenderDocuments.count" values={{ done, total: LENDER_DOCUMENT_TYPES.length }} />
            </p>
            <dl className="lender-check__list">
              {LENDER_DOCUMENT_TYPES.map((type) => {
                const tile = tiles[type];
                return (
                  <div key={type} className={`lender-check__row lender-check__row--${tile.kind}`}>
                    <dt>
                      <FormattedMessage id={`lenderDocuments.type.${type}`} />
                    </dt>
                    <dd>
                      {'name' in tile && tile.name ? <span className="lender-check__file">{tile.name}</span> : null}
                      <span className="lender-check__state">
                        <FormattedMessage
                          id={tile.kind === 'uploading' ? 'lenderDocuments.state.uploading' : `lenderDocuments.state.${tile.kind}`}
                          values={tile.kind === 'uploading' ? { percent: tile.percent } : undefined}
                        />
                      </span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </>
        ) : (
          <p className="muted" role="status">
            <FormattedMessage id="lenderDocuments.loading" />
          </p>
        )}
      </ReviewSectionCard>
      <div className="lender-wizard__footer">
        {refusal ? (
          <p className="field__error" role="alert">
            {refusal} <Link to="/lender/step4">{intl.formatMessage({ id: 'lender.review.toDocuments' })}</Link>
          </p>
        ) : null}
        <p className="muted lender-check__last">
          <FormattedMessage id="lender.review.submitNote" />
        </p>
        <Button block loading={submitting} onClick={() => void submit()}>
          <FormattedMessage id="lender.review.submit" />
        </Button>
      </div>
    </WizardFrame>
  );
}
