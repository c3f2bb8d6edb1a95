import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AdminArticle, AdminArticleSaveBody } from '@waihui/contracts';
import { CheckboxField, TextField } from '@/components/form/plain-fields';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { useForm } from '@/components/form/use-form';
import { getArticlesQueryOptions, usePreviewArticle, useSaveArticle } from '../api/content';
import { EditorForm, EditorSection, LanguageField, useLanguageTexts } from './editor-fields';

type Category = AdminArticle['category'];
const CATEGORIES: readonly Category[] = ['notice', 'news', 'help', 'legal'];
const NO_TEXT = { title: '', summary: '', body_markdown: '' };

/** Articles (news, notices, help Q&A, legal) per language, with the app's own rendering as preview. */
export function ContentSection() {
  const { t } = useTranslation('backoffice');
  const list = useQuery(getArticlesQueryOptions());
  return (
    <EditorSection
      id="bo-content"
      heading={t('content.articles')}
      newLabel={t('content.new')}
      editLabel={t('content.edit')}
      columns={[
        t('content.slug'),
        t('content.category'),
        t('content.language'),
        t('content.published'),
      ]}
      items={list.data?.list ?? []}
      cells={(article) => (
        <>
          <td>{article.slug}</td>
          <td>{t(`categories.${article.category}`)}</td>
          <td>{article.texts.map((text) => text.lang).join(', ')}</td>
          <td>{article.published_at}</td>
        </>
      )}
      editor={(article, onDone) => <ArticleEditor article={article} onDone={onDone} />}
    />
  );
}

function ArticleEditor({ article, onDone }: { article: AdminArticle | null; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveArticle();
  const preview = usePreviewArticle();
  const [slug, setSlug] = useState(article?.slug ?? '');
  const [category, setCategory] = useState<Category>(article?.category ?? 'notice');
  const [enabled, setEnabled] = useState(article?.enabled ?? true);
  const texts = useLanguageTexts(article?.texts, NO_TEXT);
  const { current } = texts;
  const form = useForm(
    {
      name: 'bo',
      fields: ['slug', 'category', 'enabled', 'lang', 'title', 'summary', 'body'],
    },
    {},
  );

  /** What the save sends. */
  const body = (): AdminArticleSaveBody => ({
    ...(article ? { id: article.id } : {}),
    slug: slug.trim(),
    category,
    topic: category === 'help' ? 'account' : null,
    enabled,
    texts: texts.toSave(),
  });

  return (
    <EditorForm
      form={form}
      label={t('content.edit')}
      saved={t('content.saved')}
      save={() => save.mutateAsync(body())}
      onDone={onDone}
    >
      <TextField
        field={form.field('slug')}
        label={t('content.slug')}
        value={slug}
        onChange={setSlug}
      />
      <SelectField
        field={form.field('category')}
        label={t('content.category')}
        value={category}
        options={CATEGORIES.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
        onChange={setCategory}
      />
      <CheckboxField
        field={form.field('enabled')}
        label={t('content.enabled')}
        checked={enabled}
        onChange={setEnabled}
      />
      <LanguageField
        field={form.field('lang')}
        label={t('content.language')}
        texts={texts}
        onChange={(lang) => {
          texts.setLang(lang);
          preview.reset();
        }}
      />
      <TextField
        field={form.field('title')}
        label={t('content.titleField')}
        value={current.title}
        onChange={(title) => texts.change({ title })}
      />
      <TextField
        field={form.field('summary')}
        label={t('content.summary')}
        value={current.summary}
        onChange={(summary) => texts.change({ summary })}
      />
      <TextAreaField
        field={form.field('body')}
        label={t('content.body')}
        rows={8}
        value={current.body_markdown}
        onChange={(body) => texts.change({ body_markdown: body })}
      />
      <div className="bo-inline">
        <button type="button" onClick={() => preview.mutate(current.body_markdown)}>
          {t('content.preview')}
        </button>
        <button type="submit" disabled={form.submitting}>
          {t('content.save')}
        </button>
      </div>
      {preview.data !== undefined && (
        <section className="bo-preview" aria-label={t('content.previewHeading')}>
          <h3>{current.title}</h3>
          {/* Sanitised by the server's renderer, the same one the app's article page uses. */}
          <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </section>
      )}
    </EditorForm>
  );
}
