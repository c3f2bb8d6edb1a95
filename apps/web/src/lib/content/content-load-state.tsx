import { LoadState } from '@/components/load-state';
import './content.css';

/** An article, list or help page of the content module until it has loaded, or after it failed. */
export function ContentLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return <LoadState ns="content" className="wh-content-state" failed={failed} onRetry={onRetry} />;
}
