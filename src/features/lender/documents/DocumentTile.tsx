import { useId, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LenderDocumentType } from '@domain/contract/lender/documents';
import { ProgressBar } from '@ui/ProgressBar';
import type { TileState } from './tile-state';

interface DocumentTileProps {
  type: LenderDocumentType;
  state: TileState;
  /** A refusal of the last picked file (not a PDF, too large), shown under the tile. */
  refusal: string | null;
  /** The reason of a failed upload, in the user's language. */
  failureReason: string | null;
  /** Continue was pressed while this one still waits for the user: marked, and its input invalid. */
  missing: boolean;
  onPick(type: LenderDocumentType, file: File): void;
  onRetry(type: LenderDocumentType): void;
}

function TileIcon({ done }: { done: boolean }) {
  return done ? (
    <svg className="doc-tile__icon doc-tile__icon--done" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg className="doc-tile__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <text x="12.5" y="17.5" fontSize="5.5" fontWeight="700" textAnchor="middle" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}

/** One document: its name, what is happening to its file, and a way to pick, replace or retry it. */
export function DocumentTile({ type, state, refusal, failureReason, missing, onPick, onRetry }: DocumentTileProps) {
  const intl = useIntl();
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const neededId = `${inputId}-needed`;
  // A failed tile already says why; an empty one says that it is needed.
  const needed = missing && state.kind === 'empty';
  const documentName = intl.formatMessage({ id: `lenderDocuments.type.${type}` });
  const hasFile = state.kind !== 'empty';

  const picked = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // Cleared at once, so picking the same file again after a refusal or failure fires again.
    event.target.value = '';
    if (file) onPick(type, file);
  };

  const fileName = 'name' in state ? state.name : null;

  return (
    <li className={`doc-tile doc-tile--${state.kind}${missing ? ' doc-tile--missing' : ''}`}>
      <div className="doc-tile__head">
        <TileIcon done={state.kind === 'done'} />
        <div className="doc-tile__text">
          <h3 className="doc-tile__title">{documentName}</h3>
          {fileName ? <p className="doc-tile__file">{fileName}</p> : null}
          <p className="doc-tile__status" id={statusId}>
            {state.kind === 'uploading' ? (
              <FormattedMessage id="lenderDocuments.state.uploading" values={{ percent: state.percent }} />
            ) : (
              <FormattedMessage id={`lenderDocuments.state.${state.kind}`} />
            )}
          </p>
        </div>
      </div>
      {state.kind === 'uploading' ? (
        <ProgressBar value={state.percent} label={intl.formatMessage({ id: 'lenderDocuments.progressFor' }, { document: documentName })} />
      ) : null}
      {state.kind === 'failed' && failureReason ? (
        <p className="doc-tile__error" role="alert">
          {failureReason}
        </p>
      ) : null}
      {needed ? (
        <p className="doc-tile__error" id={neededId}>
          <FormattedMessage id="lenderDocuments.needed" />
        </p>
      ) : null}
      {refusal ? (
        <p className="doc-tile__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="doc-tile__actions">
        <input
          id={inputId}
          className="doc-tile__input"
          type="file"
          accept="application/pdf,.pdf"
          aria-label={intl.formatMessage(
            { id: hasFile ? 'lenderDocuments.replaceFor' : 'lenderDocuments.chooseFor' },
            { document: documentName },
          )}
          aria-describedby={needed ? `${neededId} ${statusId}` : statusId}
          aria-invalid={missing ? true : undefined}
          onChange={picked}
        />
        <label htmlFor={inputId} className={`btn ${hasFile ? 'btn--text' : 'btn--secondary'} doc-tile__pick`} aria-hidden="true">
          <FormattedMessage id={hasFile ? 'lenderDocuments.replace' : 'lenderDocuments.choose'} />
        </label>
        {state.kind === 'failed' ? (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => onRetry(type)}
            aria-label={intl.formatMessage({ id: 'lenderDocuments.retryFor' }, { document: documentName })}
          >
            <FormattedMessage id="lenderDocuments.retry" />
          </button>
        ) : null}
      </div>
    </li>
  );
}
