import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LENDER_DOCUMENT_GROUPS, LENDER_DOCUMENT_TYPES, type LenderDocumentType } from '@domain/contract/lender/documents';
import type { ApiErrorData } from '@domain/errors';
import { trackEvent } from '@state/analytics';
import { formRefusalOf } from '@state/errors';
import { storeKeptFile } from '@state/kept-files';
import { Button } from '@ui/Button';
import { MissingFieldsStatus, useRefusedSubmit } from '@ui/form-validation';
import { useUiText } from '@ui/UiTextView';
import { LENDER_ERROR_CONTEXT } from '../state';
import { WizardFrame } from '../wizard/WizardFrame';
import { DocumentTile } from './DocumentTile';
import { documentFailureMessageId } from './failure-reason';
import { MultiPick } from './MultiPick';
import { checkPickedFile } from './picked-file';
import { allConfirmed, missingDocuments, needsUser } from './tile-state';
import { putDocument, retryDocument } from './state';
import { useLenderDocuments } from './useLenderDocuments';
import './documents.css';

/** /lender/step4 (80 %): the nine PDFs, each kept in the outbox until the platform has it. */
export default function Step4Page() {
  const intl = useIntl();
  const renderText = useUiText();
  const navigate = useNavigate();
  const [refusals, setRefusals] = useState<Partial<Record<LenderDocumentType, string>>>({});
  const tilesRef = useRef<HTMLDivElement>(null);
  // Continue is never a dead button: pressed early it marks the documents still missing and puts
  // the user on the first (src/ui/form-validation.tsx, as on steps 1 to 3).
  const refused = useRefusedSubmit(tilesRef);

  /** Why an upload failed, in the user's language (never the platform's English). */
  const reason = useCallback(
    (error: ApiErrorData | null): string =>
      intl.formatMessage({ id: (error && documentFailureMessageId(error)) ?? 'lenderDocuments.failedUnknown' }),
    [intl],
  );
  const { tiles, uploads, show } = useLenderDocuments();
  /** A call about one document that failed: said on its tile until the user picks or retries it. */
  const refuse = (type: LenderDocumentType, error: unknown): void => {
    const text = formRefusalOf(error, LENDER_ERROR_CONTEXT);
    if (text) setRefusals((previous) => ({ ...previous, [type]: renderText(text) }));
  };

  const pick = async (type: LenderDocumentType, file: File): Promise<void> => {
    const check = await checkPickedFile(file);
    if (!check.ok) {
      const message = intl.formatMessage({ id: `lenderDocuments.refused.${check.reason}` });
      setRefusals((previous) => ({ ...previous, [type]: message }));
      return;
    }
    setRefusals((previous) => ({ ...previous, [type]: undefined })); // an earlier refusal no longer applies
    // On a full disk the PDF waits in memory, the tile says so, and it is stored once there is room.
    await storeKeptFile({
      source: `file:lender-document:${type}`,
      bytes: check.bytes,
      store: (copy) => putDocument(type, file.name, copy),
      onStored: (upload) => {
        setRefusals((previous) => ({ ...previous, [type]: undefined }));
        show(upload);
        trackEvent('lender_document_picked', { documentType: type, sizeKb: Math.ceil(file.size / 1024) });
      },
      onWaiting: () => setRefusals((previous) => ({ ...previous, [type]: intl.formatMessage({ id: 'storage.full.file' }) })),
      onFailed: (error) => refuse(type, error),
    });
  };

  const retry = async (type: LenderDocumentType): Promise<void> => {
    const upload = uploads[type];
    if (!upload) return;
    setRefusals((previous) => ({ ...previous, [type]: undefined }));
    try {
      await retryDocument(upload);
    } catch (error) {
      refuse(type, error);
    }
  };

  const tileStates = tiles ? LENDER_DOCUMENT_TYPES.map((type) => tiles[type]) : [];
  const done = tileStates.filter((state) => state.kind === 'done').length;
  const ready = allConfirmed(tileStates, LENDER_DOCUMENT_TYPES.length);
  const missing = missingDocuments(tileStates);
  // All nine in: on to the review of the four steps, where the application is sent.
  const pressContinue = (): void => {
    if (ready) {
      trackEvent('lender_step_completed', { step: 4 });
      void navigate('/lender/review');
    } else if (tiles) refused.refuse(missing.count);
  };

  return (
    <WizardFrame step={4} titleId="lenderDocuments.title" exit={{ kind: 'back', to: '/lender/step3', replace: false }}>
      <p className="muted">
        <FormattedMessage id="lenderDocuments.intro" />
      </p>
      <MultiPick onPlace={(type, file) => void pick(type, file)} />
      <div ref={tilesRef}>
        {tiles ? (
          LENDER_DOCUMENT_GROUPS.map(({ group, types }) => (
            <section key={group} className="lender-docs__group" aria-labelledby={`lender-docs-${group}`}>
              <h2 id={`lender-docs-${group}`} className="lender-docs__group-title">
                <FormattedMessage id={`lenderDocuments.group.${group}`} />
              </h2>
              <ul className="lender-docs__tiles">
                {types.map((type) => (
                  <DocumentTile
                    key={type}
                    type={type}
                    state={tiles[type]}
                    missing={refused.submitted && needsUser(tiles[type])}
                    refusal={refusals[type] ?? null}
                    failureReason={tiles[type].kind === 'failed' ? reason(uploads[type]?.error ?? null) : null}
                    onPick={(picked, file) => void pick(picked, file)}
                    onRetry={(failed) => void retry(failed)}
                  />
                ))}
              </ul>
            </section>
          ))
        ) : (
          <p className="muted" role="status">
            <FormattedMessage id="lenderDocuments.loading" />
          </p>
        )}
      </div>
      <div className="lender-docs__footer">
        <p className="lender-docs__count" role="status">
          <FormattedMessage id="lenderDocuments.count" values={{ done, total: LENDER_DOCUMENT_TYPES.length }} />
        </p>
        <MissingFieldsStatus
          missing={refused.missing}
          remaining={missing.count}
          messageId={missing.waitingFor === 'uploads' ? 'lenderDocuments.uploadingNote' : 'lenderDocuments.missingNote'}
        />
        <Button block onClick={pressContinue}>
          <FormattedMessage id="lenderDocuments.continue" />
        </Button>
      </div>
    </WizardFrame>
  );
}
