import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import './money.css';

/** A page that says something went well (a product activated): a tick, the page's title, then what follows. */
export function SuccessCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="card activated" aria-labelledby="success-title">
      <svg className="activated__art" viewBox="0 0 64 64" width="88" height="88" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" />
        <path d="m19 33 9 9 18-20" />
      </svg>
      <PageTitle id="success-title">{title}</PageTitle>
      {children}
    </section>
  );
}
