import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LENDER_DOCUMENT_TYPES, isLenderDocumentType, type LenderDocumentType } from '@domain/contract/lender/documents';
import { placeFiles } from '@domain/lender/documents/placement';
import { Select } from '@ui/Select';

interface MultiPickProps {
  /** Hands one file to its document's slot (the tile's own path: checked, then kept in the outbox). */
  onPlace(type: LenderDocumentType, file: File): void;
}

interface Batch {
  /** Placed by name or by the user, in the order they were placed. */
  placed: Array<{ key: number; name: string; type: LenderDocumentType }>;
  /** Waiting for the user to say which document each is. */
  unplaced: Array<{ key: number; file: File }>;
}

const EMPTY: Batch = { placed: [], unplaced: [] };

/**
 * Several PDFs picked at once: each goes to the document its name points to (src/domain/lender/
 * documents/placement.ts); the others are listed, each with a select of the nine documents.
 */
export function MultiPick({ onPlace }: MultiPickProps) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [batch, setBatch] = useState<Batch>(EMPTY);
  const nextKey = useRef(0);
  const documentName = (type: LenderDocumentType): string => intl.formatMessage({ id: `lenderDocuments.type.${type}` });

  const picked = (event: ChangeEvent<HTMLInputElement>): void => {
    const files = Array.from(event.target.files ?? []);
    // Cleared at once, so the same files can be picked again.
    event.target.value = '';
    if (files.length === 0) return;
    const { placed, unplaced } = placeFiles(files.map((file) => file.name));
    const keyed = files.map((file) => ({ key: nextKey.current++, file }));
    for (const { index, type } of placed) {
      const entry = keyed[index];
      if (entry) onPlace(type, entry.file);
    }
    setBatch({
      placed: placed.flatMap(({ index, type }) => {
        const entry = keyed[index];
        return entry ? [{ key: entry.key, name: entry.file.name, type }] : [];
      }),
      unplaced: unplaced.flatMap((index) => (keyed[index] ? [keyed[index]] : [])),
    });
  };

  const choose = (key: number, type: LenderDocumentType): void => {
    const entry = batch.unplaced.find((candidate) => candidate.key === key);
    if (!entry) return;
    onPlace(type, entry.file);
    setBatch((previous) => ({
      placed: [...previous.placed, { key, name: entry.file.name, type }],
      unplaced: previous.unplaced.filter((candidate) => candidate.key !== key),
    }));
  };
  const skip = (key: number): void =>
    setBatch((previous) => ({ ...previous, unplaced: previous.unplaced.filter((candidate) => candidate.key !== key) }));

  // A document already given a file of this batch is not offered again: nothing is replaced unseen.
  const taken = new Set(batch.placed.map((entry) => entry.type));

  return (
    <section className="lender-multi" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="lender-multi__title">
        <FormattedMessage id="lenderDocuments.multi.title" />
      </h2>
      <p className="lender-multi__hint muted" id={hintId}>
        <FormattedMessage id="lenderDocuments.multi.hint" />
      </p>
      <div className="doc-tile__actions lender-multi__actions">
        <input
          id={inputId}
          className="doc-tile__input"
          type="file"
          multiple
          accept="application/pdf,.pdf"
          aria-label={intl.formatMessage({ id: 'lenderDocuments.multi.choose' })}
          aria-describedby={hintId}
          onChange={picked}
        />
        <label htmlFor={inputId} className="btn btn--secondary btn--block doc-tile__pick" aria-hidden="true">
          <FormattedMessage id="lenderDocuments.multi.choose" />
        </label>
      </div>
      {batch.placed.length > 0 ? (
        <div role="status">
          <p className="lender-multi__subtitle">
            <FormattedMessage id="lenderDocuments.multi.placed" values={{ count: batch.placed.length }} />
          </p>
          <ul className="lender-multi__list">
            {batch.placed.map((entry) => (
              <li key={entry.key}>
                <span className="lender-multi__file">{entry.name}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">
                  <FormattedMessage id="lenderDocuments.multi.to" />{' '}
                </span>
                <strong>{documentName(entry.type)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {batch.unplaced.length > 0 ? (
        <div className="lender-multi__ask">
          <p className="lender-multi__subtitle" role="alert">
            <FormattedMessage id="lenderDocuments.multi.ask" values={{ count: batch.unplaced.length }} />
          </p>
          <ul className="lender-multi__list">
            {batch.unplaced.map((entry) => (
              <li key={entry.key} className="lender-multi__question">
                <Select
                  label={intl.formatMessage({ id: 'lenderDocuments.multi.which' }, { file: entry.file.name })}
                  value=""
                  placeholder={intl.formatMessage({ id: 'lenderDocuments.multi.choosePlaceholder' })}
                  options={LENDER_DOCUMENT_TYPES.filter((type) => !taken.has(type)).map((type) => ({
                    value: type,
                    label: documentName(type),
                  }))}
                  onChange={(value) => {
                    if (isLenderDocumentType(value)) choose(entry.key, value);
                  }}
                />
                <button
                  type="button"
                  className="btn btn--text"
                  onClick={() => skip(entry.key)}
                  aria-label={intl.formatMessage({ id: 'lenderDocuments.multi.skipFor' }, { file: entry.file.name })}
                >
                  <FormattedMessage id="lenderDocuments.multi.skip" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
