import { LoadState as SharedLoadState } from '@/components/load-state';
import './funding.css';

/** What a funding page shows while its query loads, or after it failed (with a retry). */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <SharedLoadState ns="funding" className="wh-funding-state" failed={failed} onRetry={onRetry} />
  );
}
