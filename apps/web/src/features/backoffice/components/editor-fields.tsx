import { useState, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@waihui/contracts';
import { SelectField } from '@/components/form/select-field';
import type { BoundField, Form } from '@/components/form/use-form';
import { showToast } from '@/lib/toast/toast';

/*
 * What the article and banner editors share: the form that saves and closes, texts in every
 * language edited one language at a time, and the language choice that marks those written.
 */

/** An editor's form: a card named `label`; a save that succeeded says `saved` and closes it. */
export function EditorForm<F extends string>({
  form,
  label,
  saved,
  save,
  onDone,
  children,
}: {
  form: Form<F>;
  label: string;
  saved: string;
  save: () => Promise<unknown>;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="bo-card bo-editor"
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit(async () => {
        await save();
        showToast(saved, { icon: 'success' });
        onDone();
      })}
    >
      {children}
    </form>
  );
}

/**
 * An editor's texts per language, from the saved ones. A language counts as written once it has a
 * title; only written languages are saved (title trimmed), in the order of LANGUAGES.
 */
export function useLanguageTexts<Text extends { title: string }>(
  saved: readonly (Text & { lang: Language })[] | undefined,
  empty: Text,
) {
  const [lang, setLang] = useState<Language>('en');
  const [texts, setTexts] = useState<Partial<Record<Language, Text>>>(() =>
    Object.fromEntries((saved ?? []).map((text) => [text.lang, text])),
  );
  const current = texts[lang] ?? empty;
  const written = (code: Language) => (texts[code]?.title.trim() ?? '') !== '';
  return {
    lang,
    setLang,
    /** The text of the language shown. */
    current,
    change: (patch: Partial<Text>) => setTexts({ ...texts, [lang]: { ...current, ...patch } }),
    /** The English title: what the app shows in a language without one. */
    englishTitle: texts.en?.title ?? '',
    written,
    toSave: () =>
      LANGUAGES.flatMap((code) => {
        const text = texts[code];
        return text !== undefined && written(code)
          ? [{ ...text, lang: code, title: text.title.trim() }]
          : [];
      }),
  };
}

/** The language whose texts the editor shows; "✓" after each language already written. */
export function LanguageField({
  field,
  label,
  texts,
  onChange,
}: {
  field: BoundField;
  label: string;
  texts: Pick<ReturnType<typeof useLanguageTexts>, 'lang' | 'written'>;
  onChange: (lang: Language) => void;
}) {
  return (
    <SelectField
      field={field}
      label={label}
      value={texts.lang}
      options={LANGUAGES.map((code) => ({
        value: code,
        label: texts.written(code) ? `${code} ✓` : code,
      }))}
      onChange={onChange}
    />
  );
}
