import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetOutline } from 'antd-mobile-icons';
import { UP_COLORS, useAppStore, type UpColor } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';

/**
 * Header button and bottom sheet for the rise/fall colour setting: green up (default) or red up,
 * as some markets read it. Stored in the client store, so every quote screen follows it.
 */
export function ColorSetting() {
  const { t } = useTranslation(['market', 'common']);
  const upColor = useAppStore((state) => state.upColor);
  const setUpColor = useAppStore((state) => state.setUpColor);
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    sheet.current?.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const choose = (value: UpColor) => {
    setOpen(false);
    if (value === upColor) return;
    setUpColor(value);
    showToast(t('markets.colorSaved'), { icon: 'success' });
  };
  const label = (value: UpColor) =>
    value === 'green' ? t('markets.colorGreenUp') : t('markets.colorRedUp');

  return (
    <>
      <button
        type="button"
        className="wh-icon-button"
        aria-label={t('markets.colorSetting')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SetOutline aria-hidden="true" />
      </button>
      {open && (
        <div className="wh-color-sheet" onClick={() => setOpen(false)}>
          <div
            ref={sheet}
            className="wh-color-sheet__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby="wh-color-title"
            onClick={(event) => event.stopPropagation()}
          >
            <h2 id="wh-color-title" className="wh-color-sheet__title">
              {t('markets.colorTitle')}
            </h2>
            <div role="radiogroup" aria-labelledby="wh-color-title">
              {UP_COLORS.map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={value === upColor}
                  className="wh-color-sheet__option wh-color-option"
                  data-up-color={value}
                  onClick={() => choose(value)}
                >
                  <span className="wh-color-option__swatches" aria-hidden="true">
                    <span className="wh-color-option__up" />
                    <span className="wh-color-option__down" />
                  </span>
                  <span className="wh-color-option__label">{label(value)}</span>
                  <span className="wh-color-option__check" aria-hidden="true" />
                </button>
              ))}
            </div>
            <button type="button" className="wh-color-sheet__cancel" onClick={() => setOpen(false)}>
              {t('common:actions.cancel')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
