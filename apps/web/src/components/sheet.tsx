import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './sheet.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A bottom sheet (modal dialog): the trade page's instrument list, risk warning, order summary and
 * result; the delivery screen's confirmation and result. While open it takes the focus (first
 * control, else the sheet), keeps Tab inside, closes on Escape or a tap outside (when `onClose` is given), locks the page's scroll, and
 * gives the focus back to where it was on close. Rendered in place (no portal), so it keeps the
 * quote colours of the page's QuotesScope.
 */
export function Sheet({
  title,
  onClose,
  closeLabel,
  children,
  footer,
  className,
}: {
  title: ReactNode;
  /** Escape, the close button and a tap on the mask call it; omit for a sheet that must be answered. */
  onClose?: () => void;
  /** The close button's accessible name (shown when onClose is given). */
  closeLabel?: string;
  children: ReactNode;
  /** Actions pinned under the content. */
  footer?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const element = panel.current;
    const first = element?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? element)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key === 'Escape' && onClose !== undefined) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="wh-sheet">
      <div className="wh-sheet__mask" aria-hidden="true" onClick={onClose} />
      <section
        ref={panel}
        className={className === undefined ? 'wh-sheet__panel' : `wh-sheet__panel ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="wh-sheet__head">
          <h2 id={titleId} className="wh-sheet__title">
            {title}
          </h2>
          {onClose !== undefined && (
            <button
              type="button"
              className="wh-sheet__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="wh-sheet__body">{children}</div>
        {footer !== undefined && <div className="wh-sheet__foot">{footer}</div>}
      </section>
    </div>
  );
}
