import { Fragment, useState, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@waihui/contracts';
import { SelectField } from '@/components/form/select-field';
import type { BoundField, Form } from '@/components/form/use-form';
import { showToast } from '@/lib/toast/toast';

/*
 * What the article and banner editors share: the section that lists the items and opens one (or a
 * new one) in the editor, the form that saves and closes, texts in every language edited one
 * language at a time, and the language choice that marks those written.
 */

/**
 * A section of editable items: its heading, the New button, the open editor, and the table whose
 * rows are `cells(item)` and an Edit button named "`editLabel` slug" (`editLabel` also heads its
 * column). `editor(item, onDone)` is the editor of `item`, or of a new one when null.
 */
export function EditorSection<Item extends { id: number; slug: string }>({
  id,
  heading,
  newLabel,
  editLabel,
  columns,
  items,
  cells,
  editor,
}: {
  id: string;
  heading: string;
  newLabel: string;
  editLabel: string;
  columns: readonly string[];
  items: readonly Item[];
  cells: (item: Item) => ReactNode;
  editor: (item: Item | null, onDone: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <button type="button" onClick={() => setEditing('new')}>
        {newLabel}
      </button>
      {editing !== null && (
        // A new key per item: the editor starts again from the item's saved values.
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {editor(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      )}
      <table>
        <thead>
          <tr>
            {[...columns, editLabel].map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {cells(item)}
              <td>
                <button type="button" onClick={() => setEditing(item)}>
                  {editLabel} {item.slug}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

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
