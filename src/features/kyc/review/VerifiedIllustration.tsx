import { StrokePath } from '@ui/StrokePath';
/**
 * "Verified": an ID card with a seal and a tick, in the success colour. Its own picture, not the
 * magnifier of "in review", so the two outcomes never look alike. Decorative: the heading says it.
 */
export function VerifiedIllustration() {
  return (
    <svg
      className="kyc-illustration"
      data-image="verified"
      viewBox="0 0 160 120"
      width="160"
      height="120"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="18" y="24" width="96" height="64" rx="8" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="3" />
      <circle cx="42" cy="50" r="10" fill="var(--color-primary)" />
      <rect x="30" y="66" width="24" height="6" rx="3" fill="var(--color-primary)" />
      <rect x="62" y="42" width="40" height="6" rx="3" fill="var(--color-border)" />
      <rect x="62" y="56" width="30" height="6" rx="3" fill="var(--color-border)" />
      <circle cx="118" cy="82" r="24" fill="var(--color-success)" stroke="var(--color-surface)" strokeWidth="4" />
      <StrokePath d="M106 82 l8 8 l16 -17" stroke="var(--color-surface)" width="6" />
    </svg>
  );
}
