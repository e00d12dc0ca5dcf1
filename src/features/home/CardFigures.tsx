import { FormattedMessage } from 'react-intl';
import type { CardFigure } from '@domain/home/card-figures';
import type { Language } from '@domain/languages';
import { formatRupiah } from '@domain/money';
import { formatPlainDate } from '@domain/plain-date';

/** An activated product's figures on its card (limit left, amount due, due date). */
export function CardFigures({ figures, language }: { figures: readonly CardFigure[]; language: Language }) {
  const values = figures.filter((figure) => figure.kind !== 'note');
  const notes = figures.filter((figure) => figure.kind === 'note');
  return (
    <>
      {values.length > 0 ? (
        <dl className="product-card__figures">
          {values.map((figure) => (
            <div key={figure.labelId} className={figure.emphasis === 'overdue' ? 'product-card__figure--overdue' : undefined}>
              <dt>
                <FormattedMessage id={figure.labelId} />
              </dt>
              <dd>
                {figure.kind === 'rupiah'
                  ? formatRupiah(figure.amount)
                  : figure.kind === 'date'
                    ? formatPlainDate(figure.date, language)
                    : null}
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
