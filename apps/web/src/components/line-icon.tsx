/**
 * Small line icons drawn for the shell (tab bar, toasts, the account button): 24×24 strokes in currentColor at 1em,
 * a few path commands each. The icon package costs ~1–2 KB gzip per icon, and these sit on every
 * route (apps/web/README.md, size budget); pages use the package freely. A page's own drawing of
 * this kind is a `LinePath`.
 */
const SHAPES = {
  // Four rounded tiles: the home dashboard.
  home: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  // Rising bars on a baseline: markets.
  markets: 'M4 20h16M7 16v-4M12 16V7M17 16v-6',
  // A coin with a trend line: contract trading.
  contract: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M7.5 14l3-3 2.5 2 3.5-4',
  // A page with lines of text: news.
  news: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  // A pie with one slice out: assets.
  assets: 'M11 4a8 8 0 1 0 9 9h-9zM14 3v7h7a7 7 0 0 0-7-7',
  // A head and shoulders in a circle: the account ("me").
  account:
    'M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19M12 6.8a3.2 3.2 0 1 0 0 6.4a3.2 3.2 0 1 0 0-6.4M6.2 18.4c1.3-2.2 3.4-3.4 5.8-3.4s4.5 1.2 5.8 3.4',
  // Circle with a tick, a cross, an "i": the toast kinds.
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12.5l2.7 2.7L16 9.8',
  fail: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9 9l6 6M15 9l-6 6',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v5M12 7.6v.1',
} as const;

export type LineIconName = keyof typeof SHAPES;

/** One line drawing `d` in the frame every line icon here shares, hidden from assistive technology. */
export function LinePath({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      className={className}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

export function LineIcon({ name, className }: { name: LineIconName; className?: string }) {
  return <LinePath d={SHAPES[name]} className={className} />;
}
