import { StrokePath } from './StrokePath';

/** An icon button with a back chevron; its label says where it leads. */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-label={label}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <StrokePath d="M15.5 4.5 8 12l7.5 7.5" stroke="currentColor" width="2.2" />
      </svg>
    </button>
  );
}
