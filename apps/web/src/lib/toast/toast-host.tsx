import { useSyncExternalStore } from 'react';
import {
  CheckCircleOutline,
  CloseCircleOutline,
  InformationCircleOutline,
} from 'antd-mobile-icons';
import { getToast, subscribeToast, type ToastIcon } from './toast';
import './toast.css';

const ICONS: Record<ToastIcon, typeof CheckCircleOutline> = {
  success: CheckCircleOutline,
  fail: CloseCircleOutline,
  info: InformationCircleOutline,
};

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
  const Icon = ICONS[view.icon];
  return (
    <div className="wh-toast-layer">
      <div
        className="wh-toast"
        role={view.icon === 'fail' ? 'alert' : 'status'}
        data-icon={view.icon}
        key={view.id}
      >
        <Icon className="wh-toast__icon" aria-hidden="true" />
        <span className="wh-toast__text">{view.text}</span>
      </div>
    </div>
  );
}
