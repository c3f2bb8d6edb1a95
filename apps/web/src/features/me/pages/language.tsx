import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOutline } from 'antd-mobile-icons';
import { LANGUAGES, type Language } from '@waihui/contracts';
import { PageHeader } from '@/components/page-header';
import { LANGUAGE_NAMES, switchLanguage } from '@/lib/i18n/language';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { saveLanguageOnAccount } from '../api/set-language';
import './language.css';

/**
 * Language setting (product.md §2.4). Switching loads the new language's files, persists `lang` in the
 * store and from then on every request sends it in the `lang` header. With a session the choice is
 * also stored on the account (POST /api/lang/set), for the server's e-mails and SMS.
 */
export default function LanguagePage() {
  const { t } = useTranslation();
  const current = useAppStore((state) => state.lang);
  const [pending, setPending] = useState<Language | null>(null);

  async function choose(lang: Language): Promise<void> {
    if (lang === current || pending !== null) return;
    setPending(lang);
    const switched = await switchLanguage(lang);
    setPending(null);
    if (!switched) {
      showToast(t('errors.languageLoadFailed'), { icon: 'fail' });
      return;
    }
    // A failure was toasted by the HTTP client; the device keeps the new language either way.
    if (useAppStore.getState().token !== null)
      await saveLanguageOnAccount(lang).catch(() => undefined);
  }

  return (
    <>
      <PageHeader title={t('titles.language')} />
      <p className="wh-language-hint">{t('language.hint')}</p>
      <div
        className="wh-choice-list wh-language-list"
        role="radiogroup"
        aria-label={t('titles.language')}
      >
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="radio"
            aria-checked={lang === current}
            aria-busy={lang === pending}
            className="wh-choice-list__option wh-language-option"
            lang={lang}
            onClick={() => void choose(lang)}
          >
            <span>{LANGUAGE_NAMES[lang]}</span>
            {lang === current && <CheckOutline className="wh-language-option__check" />}
          </button>
        ))}
      </div>
    </>
  );
}
