import type { RejectionImage as ImageKind } from '@domain/kyc/rejection';
import { StrokePath } from '@ui/StrokePath';

/** The three rejection images (photo/quality, reupload, wrong code). Decorative: the title says it. */
export function RejectionImage({ kind }: { kind: ImageKind }) {
  return (
    <svg className="kyc-illustration" data-image={kind} viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      {kind === 'photo' ? <PhotoProblem /> : kind === 'reupload' ? <Reupload /> : <WrongCode />}
    </svg>
  );
}

function PhotoProblem() {
  return (
    <>
      <rect x="24" y="26" width="112" height="76" rx="10" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="3" />
      <rect x="62" y="16" width="36" height="14" rx="4" fill="var(--color-primary)" />
      <circle cx="80" cy="64" r="24" fill="var(--color-surface)" stroke="var(--color-primary)" strokeWidth="4" />
      <path d="M70 54 L90 74 M90 54 L70 74" stroke="var(--color-danger)" strokeWidth="5" strokeLinecap="round" />
    </>
  );
}

function Reupload() {
  return (
    <>
      <rect x="34" y="20" width="92" height="64" rx="8" fill="var(--color-primary-soft)" stroke="var(--color-primary)" strokeWidth="3" />
      <rect x="44" y="34" width="26" height="32" rx="4" fill="var(--color-border)" />
      <rect x="78" y="36" width="38" height="6" rx="3" fill="var(--color-border)" />
      <rect x="78" y="50" width="30" height="6" rx="3" fill="var(--color-border)" />
      <circle cx="80" cy="96" r="18" fill="var(--color-primary)" />
      <StrokePath d="M80 106 V88 M72 95 L80 87 L88 95" stroke="var(--color-on-primary)" width="4" />
    </>
  );
}

function WrongCode() {
  return (
    <>
      <rect x="26" y="24" width="108" height="72" rx="8" fill="var(--color-danger-soft)" stroke="var(--color-danger)" strokeWidth="3" />
      <rect x="38" y="40" width="50" height="8" rx="4" fill="var(--color-danger)" />
      <rect x="38" y="56" width="70" height="8" rx="4" fill="var(--color-border)" />
      <rect x="38" y="72" width="40" height="8" rx="4" fill="var(--color-border)" />
      <circle cx="120" cy="88" r="18" fill="var(--color-danger)" />
      <path d="M120 78 V91 M120 97 V98" stroke="var(--color-on-primary)" strokeWidth="5" strokeLinecap="round" />
    </>
  );
}
