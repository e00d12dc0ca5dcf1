/**
 * The app's welcome illustration: decorative, drawn inline rather than loaded as a file, so it
 * paints with index.html's pre-rendered first screen (scripts/lib/prerender-plugin.ts) and no
 * request of its own stands between the page and its largest paint. The coin's "Rp" is drawn as a
 * path (Liberation Sans outlines): text would make the first layout look a font up.
 */
export function SplashIllustration() {
  return (
    <svg className="hero" viewBox="0 0 358 160" width="358" height="160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="splash-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6f4ec" />
          <stop offset="1" stopColor="#cfe9da" />
        </linearGradient>
        <linearGradient id="splash-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#00873f" />
          <stop offset="1" stopColor="#005a30" />
        </linearGradient>
      </defs>
      <rect width="358" height="160" rx="16" fill="url(#splash-sky)" />
      <circle cx="58" cy="40" r="18" fill="#ffd34d" opacity=".9" />
      <path d="M0 128c40-18 80-22 120-12s80 14 120 0 80-20 118-6v50H0z" fill="#b7dfc7" />
      <path d="M0 142c52-12 96-10 150 0s104 8 150-4 48-8 58-6v28H0z" fill="#9fd3b4" />
      <g transform="translate(146 18)">
        <rect x="0" y="0" width="70" height="124" rx="12" fill="#1f2328" />
        <rect x="6" y="10" width="58" height="100" rx="6" fill="url(#splash-screen)" />
        <rect x="27" y="115" width="16" height="4" rx="2" fill="#5c6166" />
        <path d="M35 30l18 7v13c0 12-8 21-18 25-10-4-18-13-18-25V37z" fill="#fff" />
        <path d="M27 51l6 6 11-13" fill="none" stroke="#00703c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="14" y="84" width="42" height="6" rx="3" fill="#ffffff" opacity=".75" />
        <rect x="20" y="95" width="30" height="5" rx="2.5" fill="#ffffff" opacity=".5" />
      </g>
      <g transform="translate(236 70)">
        <ellipse cx="24" cy="46" rx="24" ry="8" fill="#c99a1e" />
        <rect x="0" y="34" width="48" height="12" fill="#c99a1e" />
        <ellipse cx="24" cy="34" rx="24" ry="8" fill="#ffd34d" />
        <ellipse cx="24" cy="26" rx="24" ry="8" fill="#c99a1e" />
        <rect x="0" y="14" width="48" height="12" fill="#c99a1e" />
        <ellipse cx="24" cy="14" rx="24" ry="8" fill="#ffd34d" />
        <path d={COIN_LABEL} fill="#7a5b00" />
      </g>
      <g transform="translate(70 74)" fill="none" stroke="#00703c" strokeWidth="3" strokeLinecap="round">
        <rect x="0" y="0" width="54" height="36" rx="6" fill="#fff" />
        <path d="M10 12h22M10 22h14" />
        <circle cx="42" cy="24" r="5" fill="#ffd34d" stroke="none" />
      </g>
    </svg>
  );
}

/** "Rp" on the top coin. */
const COIN_LABEL =
  'M24.4 18L22.7 18L21.1 15.4L19.4 15.4L19.4 18L18 18L18 11.1L21.4 11.1Q22.1 11.1 22.6 11.3Q23 11.4 23.4 11.7Q23.7 11.9 23.9 12.3Q24 12.7 24 13.2Q24 13.6 23.9 13.9Q23.8 14.2 23.6 14.4Q23.4 14.7 23.1 14.9Q22.8 15 22.5 15.1L24.4 18M22.6 13.2Q22.6 12.7 22.2 12.5Q21.9 12.2 21.3 12.2L19.4 12.2L19.4 14.3L21.3 14.3Q21.7 14.3 21.9 14.2Q22.1 14.1 22.3 14Q22.4 13.8 22.5 13.6Q22.6 13.5 22.6 13.2M30.3 15.3Q30.3 15.9 30.1 16.4Q30 17 29.8 17.3Q29.5 17.7 29.1 17.9Q28.8 18.1 28.2 18.1Q28 18.1 27.8 18Q27.5 18 27.3 17.9Q27.1 17.8 26.9 17.6Q26.8 17.4 26.6 17.2L26.6 17.2Q26.6 17.2 26.6 17.3Q26.6 17.4 26.6 17.5Q26.6 17.6 26.6 17.8Q26.6 17.9 26.6 18L26.6 20.1L25.3 20.1L25.3 13.9Q25.3 13.5 25.2 13.2Q25.2 12.9 25.2 12.7L26.5 12.7Q26.6 12.8 26.6 12.8Q26.6 12.9 26.6 13.1Q26.6 13.2 26.6 13.3Q26.6 13.5 26.6 13.6L26.6 13.6Q26.9 13.1 27.3 12.8Q27.7 12.6 28.3 12.6Q28.8 12.6 29.2 12.8Q29.6 13 29.8 13.4Q30 13.7 30.1 14.2Q30.3 14.7 30.3 15.3M28.8 15.3Q28.8 14.4 28.6 14Q28.3 13.6 27.7 13.6Q27.5 13.6 27.3 13.6Q27.1 13.7 27 13.9Q26.8 14.1 26.7 14.5Q26.6 14.8 26.6 15.4Q26.6 15.9 26.7 16.2Q26.8 16.6 27 16.8Q27.1 17 27.3 17.1Q27.5 17.2 27.7 17.2Q28 17.2 28.2 17.1Q28.4 17 28.5 16.7Q28.7 16.5 28.8 16.2Q28.8 15.8 28.8 15.3';
