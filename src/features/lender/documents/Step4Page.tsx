import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { LENDER_DOCUMENT_GROUPS, LENDER_DOCUMENT_TYPES, type LenderDocumentType } from '@domain/contract/lender/documents';
import type { ApiErrorData } from '@domain/errors';
import { hasMessage } from '@i18n/catalogue';
import { trackEvent } from '@state/analytics';
import { presentError } from '@state/errors';
import { storeKeptFile } from '@state/kept-files';
import { clearFlash, showFlash } from '@state/notify';
import { Button } from '@ui/Button';
import { MissingFieldsStatus, useRefusedSubmit } from '@ui/form-validation';
import type { UploadSnapshot } from '@worker/uploads/contract';
import { LENDER_ERROR_CONTEXT } from '../state';
import { WizardFrame } from '../wizard/WizardFrame';
import { DocumentTile } from './DocumentTile';
import { MultiPick } from './MultiPick';
import { checkPickedFile } from './picked-file';
import { allConfirmed, missingDocuments, needsUser } from './tile-state';
import { putDocument, retryDocument } from './state';
import { useLenderDocuments } from './useLenderDocuments';
import './documents.css';

/** /lender/step4 (80 %): the nine PDFs, each kept in the outbox until the platform has it. */
export default function Step4Page() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [refusals, setRefusals] = useState<Partial<Record<LenderDocumentType, string>>>({});
  const tilesRef = useRef<HTMLDivElement>(null);
  // Continue is never a dead button: pressed early it marks the documents still missing and puts
  // the user on the first (src/ui/form-validation.tsx, as on steps 1 to 3).
  const refused = useRefusedSubmit(tilesRef);

  const documentName = useCallback((type: string) => intl.formatMessage({ id: `lenderDocuments.type.${type}` }), [intl]);
  /** Why an upload failed, in the user's language when the catalogue knows the code. */
  const reason = useCallback(
    (error: ApiErrorData | null): string => {
      if (!error) return intl.formatMessage({ id: 'lenderDocuments.failedUnknown' });
      const code = error.errors[0]?.errorKey ?? error.errors[0]?.code ?? error.errorKey;
      // This step's own wording first (it names the PDF), then the shared catalogue.
      for (const key of [`lenderDocuments.failed.${code}`, `errors.${code}`]) if (hasMessage(key)) return intl.formatMessage({ id: key });
      return error.message || intl.formatMessage({ id: 'lenderDocuments.failedUnknown' });
    },
    [intl],
  );
  const onFailed = useCallback(
    (upload: UploadSnapshot) => {
      showFlash({
        text: intl.formatMessage(
          { id: 'lenderDocuments.failedFlash' },
          { document: documentName(upload.slot), reason: reason(upload.error) },
        ),
      });
    },
    [intl, documentName, reason],
  );
  const { tiles, uploads, show } = useLenderDocuments(onFailed);

  const pick = async (type: LenderDocumentType, file: File): Promise<void> => {
    const check = await checkPickedFile(file);
    if (!check.ok) {
      const message = intl.formatMessage({ id: `lenderDocuments.refused.${check.reason}` });
      setRefusals((previous) => ({ ...previous, [type]: message }));
      showFlash({ text: message });
      return;
    }
    setRefusals((previous) => ({ ...previous, [type]: undefined }));
    clearFlash(); // an earlier refusal or failure no longer applies
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
      onFailed: (error) => presentError(error, LENDER_ERROR_CONTEXT),
    });
  };

  const retry = async (type: LenderDocumentType): Promise<void> => {
    const upload = uploads[type];
    if (!upload) return;
    clearFlash();
    try {
      await retryDocument(upload);
    } catch (error) {
      presentError(error, LENDER_ERROR_CONTEXT);
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
