import { FormattedMessage } from 'react-intl';
import type { CardFigure } from '@domain/home/card-figures';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';

/** An activated product's figures on its card: limit left, and what is owed, each amount with its own date. */
export function CardFigures({ figures, language }: { figures: readonly CardFigure[]; language: Language }) {
  const values = figures.filter((figure): figure is Exclude<CardFigure, { kind: 'note' }> => figure.kind !== 'note');
  const notes = figures.filter((figure) => figure.kind === 'note');
  return (
    <>
      {values.length > 0 ? (
        <dl className="product-card__figures">
          {values.map((figure) => (
            <div
              key={figure.labelId}
              className={figure.kind === 'owed' && figure.emphasis === 'overdue' ? 'product-card__figure--overdue' : undefined}
            >
              <dt>
                <FormattedMessage id={figure.labelId} />
              </dt>
              <dd>
                {formatRupiah(figure.amount)}
                {figure.kind === 'owed' && figure.date ? (
                  <span className="product-card__figure-date">
                    <FormattedMessage id={figure.dateId} values={{ date: formatPlainDate(figure.date, language) }} />
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {notes.map((note) => (
        <p key={note.labelId} className="product-card__status product-card__status--activated">
          <FormattedMessage id={note.labelId} />
        </p>
      ))}
    </>
  );
}
