import { LinePath } from '@/components/line-icon';

/*
 * Three line icons in antd-mobile-icons' style (1em, currentColor), drawn here because the icon
 * package's own would cost the home route ~2.5 kB gzip.
 */

/** Two opposed arrows: exchanging one currency for another. */
export const ExchangeIcon = () => <LinePath d="M4 8h14l-4-4M20 16H6l4 4" />;

/** A sheet with lines (a 16×18 rectangle, corners of radius 2): the list of open positions. */
export const PositionsIcon = () => (
  <LinePath d="M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h8M8 12h8M8 16h5" />
);

/** An arrow into a tray: money coming in. */
export const DepositIcon = () => (
  <LinePath d="M12 3v11M7.5 9.5 12 14l4.5-4.5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
);
