import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, LANGUAGES, type AdminArticle, type Language } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';

type Category = AdminArticle['category'];
const CATEGORIES: readonly Category[] = ['notice', 'news', 'help', 'legal'];
type Texts = Partial<Record<Language, { title: string; summary: string; body_markdown: string }>>;

/** Articles (news, notices, help Q&A, legal) per language, with the app's own rendering as preview. */
export function ContentSection() {
  const { t } = useTranslation('backoffice');
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'articles'],
    queryFn: ({ signal }) =>
      operatorCall(backofficeRoutes.adminArticleList, { limit: 50 }, { signal }),
  });
  return (
    <section aria-labelledby="bo-content">
      <h2 id="bo-content">{t('content.articles')}</h2>
      <button type="button" onClick={() => setEditing('new')}>
        {t('content.new')}
      </button>
      {editing !== null && (
        <ArticleEditor
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('content.slug')}</th>
            <th scope="col">{t('content.category')}</th>
            <th scope="col">{t('content.language')}</th>
            <th scope="col">{t('content.published')}</th>
            <th scope="col">{t('content.edit')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((article) => (
            <tr key={article.id}>
              <td>{article.slug}</td>
              <td>{t(`categories.${article.category}`)}</td>
              <td>{article.texts.map((text) => text.lang).join(', ')}</td>
              <td>{article.published_at}</td>
              <td>
                <button type="button" onClick={() => setEditing(article)}>
                  {t('content.edit')} {article.slug}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ArticleEditor({ article, onDone }: { article: AdminArticle | null; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [slug, setSlug] = useState(article?.slug ?? '');
  const [category, setCategory] = useState<Category>(article?.category ?? 'notice');
  const [enabled, setEnabled] = useState(article?.enabled ?? true);
  const [lang, setLang] = useState<Language>('en');
  const [texts, setTexts] = useState<Texts>(() =>
    Object.fromEntries((article?.texts ?? []).map((text) => [text.lang, text])),
  );
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const current = texts[lang] ?? { title: '', summary: '', body_markdown: '' };
  const setField = (field: keyof typeof current, value: string) =>
    setTexts({ ...texts, [lang]: { ...current, [field]: value } });

  const preview = useMutation({
    mutationFn: () =>
      operatorCall(backofficeRoutes.adminContentPreview, { body_markdown: current.body_markdown }),
    onSuccess: (data) => setPreviewHtml(data.html),
  });
  const save = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminArticleSave,
        {
          ...(article ? { id: article.id } : {}),
          slug,
          category,
          topic: category === 'help' ? 'account' : null,
          enabled,
          // Only the languages that have a title are saved.
          texts: LANGUAGES.flatMap((code) => {
            const text = texts[code];
            return text && text.title.trim() !== '' ? [{ lang: code, ...text }] : [];
          }),
        },
        { loading: true },
      ),
    onSuccess: async () => {
      showToast(t('content.saved'), { icon: 'success' });
      await client.invalidateQueries({ queryKey: ['admin', 'articles'] });
      onDone();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form className="bo-card bo-editor" onSubmit={submit} aria-label={t('content.edit')}>
      <label htmlFor="bo-slug">{t('content.slug')}</label>
      <input id="bo-slug" value={slug} onChange={(event) => setSlug(event.target.value)} />
      <label htmlFor="bo-category">{t('content.category')}</label>
      <select
        id="bo-category"
        value={category}
        onChange={(event) => setCategory(event.target.value as Category)}
      >
        {CATEGORIES.map((key) => (
          <option key={key} value={key}>
            {t(`categories.${key}`)}
          </option>
        ))}
      </select>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t('content.enabled')}
      </label>
      <label htmlFor="bo-lang">{t('content.language')}</label>
      <select
        id="bo-lang"
        value={lang}
        onChange={(event) => {
          setLang(event.target.value as Language);
          setPreviewHtml(null);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code}
            {texts[code]?.title ? ' ✓' : ''}
          </option>
        ))}
      </select>
      <label htmlFor="bo-title">{t('content.titleField')}</label>
      <input
        id="bo-title"
        value={current.title}
        onChange={(event) => setField('title', event.target.value)}
      />
      <label htmlFor="bo-summary">{t('content.summary')}</label>
      <input
        id="bo-summary"
        value={current.summary}
        onChange={(event) => setField('summary', event.target.value)}
      />
      <label htmlFor="bo-body">{t('content.body')}</label>
      <textarea
        id="bo-body"
        rows={8}
        value={current.body_markdown}
        onChange={(event) => setField('body_markdown', event.target.value)}
      />
      <div className="bo-inline">
        <button type="button" onClick={() => preview.mutate()}>
          {t('content.preview')}
        </button>
        <button type="submit">{t('content.save')}</button>
      </div>
      {previewHtml !== null && (
        <section className="bo-preview" aria-label={t('content.previewHeading')}>
          <h3>{current.title}</h3>
          {/* Sanitised by the server's renderer, the same one the app's article page uses. */}
          <div dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </section>
      )}
    </form>
  );
}
