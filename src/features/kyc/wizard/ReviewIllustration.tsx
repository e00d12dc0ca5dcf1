import { StrokePath } from '@ui/StrokePath';
/** A document under a magnifier: decorative, the heading says what it means. */
export function ReviewIllustration() {
  return (
    <svg className="kyc-illustration" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <rect x="30" y="14" width="72" height="92" rx="8" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="3" />
      <rect x="42" y="30" width="48" height="6" rx="3" fill="var(--color-primary)" />
      <rect x="42" y="46" width="36" height="6" rx="3" fill="var(--color-border)" />
      <rect x="42" y="60" width="42" height="6" rx="3" fill="var(--color-border)" />
      <circle cx="108" cy="74" r="20" fill="var(--color-surface)" stroke="var(--color-text)" strokeWidth="5" />
      <path d="M122 88 L140 106" stroke="var(--color-text)" strokeWidth="8" strokeLinecap="round" />
      <StrokePath d="M100 74 l6 6 l11 -12" stroke="var(--color-success)" width="4" />
    </svg>
  );
}
