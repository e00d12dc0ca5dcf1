import { useEffect, useRef, type ReactNode } from 'react';
import './money.css';

/**
 * A page's h1, which takes focus when the page opens: a route change moves no focus by itself, so
 * this tells screen-reader users where they are. Render it once per page, above the loading state.
 */
export function PageTitle({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} id={id} tabIndex={-1} className={['page-title', className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </h1>
  );
}
