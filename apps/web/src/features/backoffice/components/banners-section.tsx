import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AdminBanner, AdminBannerSaveBody } from '@waihui/contracts';
import { CheckboxField, TextField } from '@/components/form/plain-fields';
import { useForm } from '@/components/form/use-form';
import { getBannersQueryOptions, useSaveBanner } from '../api/banners';
import { EditorForm, EditorSection, LanguageField, useLanguageTexts } from './editor-fields';

const NO_TEXT = { title: '' };

/** Banners of the News tab: order, shown or hidden, captions per language, with a preview. */
export function BannersSection() {
  const { t } = useTranslation('backoffice');
  const banners = useQuery(getBannersQueryOptions()).data?.list ?? [];
  return (
    <EditorSection
      id="bo-banners"
      heading={t('banners.heading')}
      newLabel={t('banners.new')}
      editLabel={t('banners.edit')}
      columns={[t('banners.order'), t('banners.slug'), t('banners.languages'), t('banners.shown')]}
      items={banners}
      cells={(banner) => (
        <>
          <td>{banner.sort_order}</td>
          <td>{banner.slug}</td>
          <td>{banner.texts.map((text) => text.lang).join(', ')}</td>
          <td>{banner.enabled ? t('banners.visible') : t('banners.hidden')}</td>
        </>
      )}
      editor={(banner, onDone) => (
        <BannerEditor
          banner={banner}
          // A new banner goes last unless the operator says otherwise.
          nextOrder={banners.reduce((max, b) => Math.max(max, b.sort_order + 1), 0)}
          onDone={onDone}
        />
      )}
    />
  );
}

function BannerEditor({
  banner,
  nextOrder,
  onDone,
}: {
  banner: AdminBanner | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const save = useSaveBanner();
  const [slug, setSlug] = useState(banner?.slug ?? '');
  const [image, setImage] = useState(banner?.image ?? '/content/');
  const [articleId, setArticleId] = useState(banner?.article_id?.toString() ?? '');
  const [url, setUrl] = useState(banner?.url ?? '');
  const [order, setOrder] = useState(String(banner?.sort_order ?? nextOrder));
  const [enabled, setEnabled] = useState(banner?.enabled ?? true);
  const texts = useLanguageTexts(banner?.texts, NO_TEXT);
  const title = texts.current.title;
  // The app shows English when a language has no caption: so does the preview.
  const shownTitle = title.trim() !== '' ? title : texts.englishTitle;
  const form = useForm(
    {
      name: 'bo-banner',
      fields: ['slug', 'image', 'article', 'url', 'order', 'enabled', 'lang', 'title'],
    },
    {},
  );

  /** What the save sends. */
  const body = (): AdminBannerSaveBody => ({
    ...(banner ? { id: banner.id } : {}),
    slug: slug.trim(),
    image: image.trim(),
    article_id: articleId.trim() === '' ? null : Number.parseInt(articleId, 10),
    url: url.trim() === '' ? null : url.trim(),
    sort_order: Number.parseInt(order, 10),
    enabled,
    texts: texts.toSave(),
  });

  return (
    <EditorForm
      form={form}
      label={t('banners.editor')}
      saved={t('banners.saved')}
      save={() => save.mutateAsync(body())}
      onDone={onDone}
    >
      <TextField
        field={form.field('slug')}
        label={t('banners.slug')}
        value={slug}
        onChange={setSlug}
      />
      <TextField
        field={form.field('image')}
        label={t('banners.image')}
        value={image}
        onChange={setImage}
      />
      <TextField
        field={form.field('article')}
        label={t('banners.article')}
        inputMode="numeric"
        value={articleId}
        onChange={setArticleId}
      />
      <TextField
        field={form.field('url')}
        label={t('banners.url')}
        type="url"
        value={url}
        onChange={setUrl}
      />
      <TextField
        field={form.field('order')}
        label={t('banners.order')}
        inputMode="numeric"
        value={order}
        onChange={setOrder}
      />
      <CheckboxField
        field={form.field('enabled')}
        label={t('banners.shown')}
        checked={enabled}
        onChange={setEnabled}
      />
      <LanguageField
        field={form.field('lang')}
        label={t('banners.language')}
        texts={texts}
        onChange={texts.setLang}
      />
      <TextField
        field={form.field('title')}
        label={t('banners.caption')}
        value={title}
        onChange={(caption) => texts.change({ title: caption })}
      />
      <figure className="bo-preview" aria-label={t('banners.preview')}>
        <img src={image} alt={shownTitle} width={320} />
        <figcaption>{shownTitle}</figcaption>
      </figure>
      <button type="submit" disabled={form.submitting}>
        {t('banners.save')}
      </button>
    </EditorForm>
  );
}
