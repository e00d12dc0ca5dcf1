/** 24 px line icons beside a text that says the same: decorative, hidden from screen readers. */
const PATHS = {
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'M5 12l5 5 9-10',
} as const;

export type LineIconName = keyof typeof PATHS;

export function LineIcon({ name, size = 20 }: { name: LineIconName; size?: number }) {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
