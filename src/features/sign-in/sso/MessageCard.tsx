import { useEffect, useRef, type ReactNode } from 'react';
import './sso.css';

interface MessageCardProps {
  tone: 'info' | 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

const ICONS: Record<MessageCardProps['tone'], string> = {
  info: 'M12 7v.01M12 11v6',
  error: 'M12 7v6M12 16.5v.01',
  success: 'm7.5 12.5 3 3 6-7',
};

/** The frame of the sign-in outcome pages: an icon, a heading that takes focus, text and actions. */
export function MessageCard({ tone, title, children, actions }: MessageCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A page that replaces another without navigation: tell screen readers where they are.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card sso-card">
      <svg
        className={`sso-card__icon sso-card__icon--${tone}`}
        width="56"
        height="56"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="11" />
        <path d={ICONS[tone]} fill="none" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <div className="sso-card__actions">{actions}</div>
    </section>
  );
}
