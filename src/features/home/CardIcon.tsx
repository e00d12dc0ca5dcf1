import type { CardIcon as CardIconName } from '@domain/home/card-actions';

/** 24 px line icons for the call-to-action variants; decorative (the text says the same). */
const PATHS: Record<CardIconName, string> = {
  login: 'M10 17l5-5-5-5M15 12H3M14 3h5a2 2 0 012 2v14a2 2 0 01-2 2h-5',
  lock: 'M7 11V8a5 5 0 0110 0v3M5 11h14v10H5z',
  apply: 'M12 5v14M5 12h14',
  open: 'M9 6l6 6-6 6',
  hourglass: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
  sign: 'M4 20h16M6 16l9.5-9.5a2.1 2.1 0 013 3L9 19H6z',
  rejected: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9 9l6 6M15 9l-6 6',
  store: 'M4 10h16l-1-5H5zM5 10v10h14V10M10 20v-5h4v5',
  'store-off': 'M4 10h16l-1-5H5zM5 10v10h14V10M9 14l6 6M15 14l-6 6',
  power: 'M12 3v9M7 6a8 8 0 1010 0',
};

export function CardIcon({ name }: { name: CardIconName }) {
  return (
    <svg className="product-card__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
