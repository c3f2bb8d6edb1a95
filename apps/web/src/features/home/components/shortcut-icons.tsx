import type { SVGProps } from 'react';

/*
 * Three line icons in antd-mobile-icons' style (1em, currentColor), drawn here because the icon
 * package's own would cost the home route ~2.5 kB gzip; Markets and Contracts reuse the tab bar's.
 */

function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Two opposed arrows: exchanging one currency for another. */
export function ExchangeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M4 8h14l-4-4M20 16H6l4 4" />
    </Icon>
  );
}

/** A sheet with lines: the list of open positions. */
export function PositionsIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </Icon>
  );
}

/** An arrow into a tray: money coming in. */
export function DepositIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M12 3v11M7.5 9.5 12 14l4.5-4.5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </Icon>
  );
}
