import { useSyncExternalStore } from 'react';
import { LineIcon } from '@/components/line-icon';
import { getToast, subscribeToast } from './toast';
import './toast.css';

/** Renders the current toast or loading indicator; mounted once by the app shell. */
export function ToastHost() {
  const view = useSyncExternalStore(subscribeToast, getToast, getToast);
  if (view === null) return null;
  if (view.kind === 'loading') {
    return (
      <div className="wh-toast-mask">
        <div className="wh-toast" role="status" aria-live="polite">
          <span className="wh-spinner wh-spinner--light" aria-hidden="true" />
          <span className="wh-toast__text">{view.text}</span>
        </div>
      </div>
    );
  }
  return (
    <div className="wh-toast-layer">
      <div
        className="wh-toast"
        role={view.icon === 'fail' ? 'alert' : 'status'}
        data-icon={view.icon}
        key={view.id}
      >
        <LineIcon name={view.icon} className="wh-toast__icon" />
        <span className="wh-toast__text">{view.text}</span>
      </div>
    </div>
  );
}
