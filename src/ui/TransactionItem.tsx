import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './money.css';

interface TransactionItemProps {
  title: ReactNode;
  /** Smaller lines under the title: date, instalment, due date. */
  details?: ReactNode;
  /** The amount, already formatted. */
  amount: ReactNode;
  /** Under the amount: a status badge, what is left to pay. */
  aside?: ReactNode;
  /** Where the row leads (its receipt, its order); without it the row only informs. */
  to?: string;
}

/** One line of a transaction list (an <li>): the whole row is the link when it leads somewhere. */
export function TransactionItem({ title, details, amount, aside, to }: TransactionItemProps) {
  const body = (
    <>
      <span className="transaction-item__main">
        <span className="transaction-item__title">{title}</span>
        {details ? <span className="transaction-item__details">{details}</span> : null}
      </span>
      <span className="transaction-item__side">
        <span className="transaction-item__amount">{amount}</span>
        {aside}
      </span>
    </>
  );
  return (
    <li className="transaction-item">
      {to ? (
        <Link className="transaction-item__body transaction-item__body--link" to={to}>
          {body}
        </Link>
      ) : (
        <div className="transaction-item__body">{body}</div>
      )}
    </li>
  );
}

/** The list around TransactionItems, named by a heading or a label. */
export function TransactionList({ children, labelledBy, label }: { children: ReactNode; labelledBy?: string; label?: string }) {
  return (
    <ul className="transaction-list" aria-labelledby={labelledBy} aria-label={label}>
      {children}
    </ul>
  );
}
