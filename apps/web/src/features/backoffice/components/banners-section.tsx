import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeRoutes, LANGUAGES, type AdminBanner, type Language } from '@waihui/contracts';
import { showToast } from '@/lib/toast/toast';
import { operatorCall } from '../api/operator-client';

const KEY = ['admin', 'banners'];

/** Banners of the News tab: order, shown or hidden, captions per language, with a preview. */
export function BannersSection() {
  const { t } = useTranslation('backoffice');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => operatorCall(backofficeRoutes.adminBannerList, undefined, { signal }),
  });
  const banners = list.data?.list ?? [];
  return (
    <section aria-labelledby="bo-banners">
      <h2 id="bo-banners">{t('banners.heading')}</h2>
      <button type="button" onClick={() => setEditing('new')}>
        {t('banners.new')}
      </button>
      {editing !== null && (
        <BannerEditor
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          // A new banner goes last unless the operator says otherwise.
          nextOrder={banners.reduce((max, b) => Math.max(max, b.sort_order + 1), 0)}
          onDone={() => setEditing(null)}
        />
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('banners.order')}</th>
            <th scope="col">{t('banners.slug')}</th>
            <th scope="col">{t('banners.languages')}</th>
            <th scope="col">{t('banners.shown')}</th>
            <th scope="col">{t('banners.edit')}</th>
          </tr>
        </thead>
        <tbody>
          {banners.map((banner) => (
            <tr key={banner.id}>
              <td>{banner.sort_order}</td>
              <td>{banner.slug}</td>
              <td>{banner.texts.map((text) => text.lang).join(', ')}</td>
              <td>{banner.enabled ? t('banners.visible') : t('banners.hidden')}</td>
              <td>
                <button type="button" onClick={() => setEditing(banner)}>
                  {t('banners.edit')} {banner.slug}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Titles = Partial<Record<Language, string>>;

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
  const client = useQueryClient();
  const [slug, setSlug] = useState(banner?.slug ?? '');
  const [image, setImage] = useState(banner?.image ?? '/content/');
  const [articleId, setArticleId] = useState(banner?.article_id?.toString() ?? '');
  const [url, setUrl] = useState(banner?.url ?? '');
  const [order, setOrder] = useState(String(banner?.sort_order ?? nextOrder));
  const [enabled, setEnabled] = useState(banner?.enabled ?? true);
  const [lang, setLang] = useState<Language>('en');
  const [titles, setTitles] = useState<Titles>(() =>
    Object.fromEntries((banner?.texts ?? []).map((text) => [text.lang, text.title])),
  );
  const title = titles[lang] ?? '';
  // The app shows English when a language has no caption: so does the preview.
  const shownTitle = title.trim() !== '' ? title : (titles.en ?? '');

  const save = useMutation({
    mutationFn: () =>
      operatorCall(
        backofficeRoutes.adminBannerSave,
        {
          ...(banner ? { id: banner.id } : {}),
          slug: slug.trim(),
          image: image.trim(),
          article_id: articleId.trim() === '' ? null : Number.parseInt(articleId, 10),
          url: url.trim() === '' ? null : url.trim(),
          sort_order: Number.parseInt(order, 10),
          enabled,
          // Only the languages that have a caption are saved.
          texts: LANGUAGES.flatMap((code) => {
            const text = titles[code]?.trim() ?? '';
            return text !== '' ? [{ lang: code, title: text }] : [];
          }),
        },
        { loading: true },
      ),
    onSuccess: async () => {
      showToast(t('banners.saved'), { icon: 'success' });
      await client.invalidateQueries({ queryKey: KEY });
      onDone();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form className="bo-card bo-editor" onSubmit={submit} aria-label={t('banners.editor')}>
      <label htmlFor="bo-banner-slug">{t('banners.slug')}</label>
      <input id="bo-banner-slug" value={slug} onChange={(event) => setSlug(event.target.value)} />
      <label htmlFor="bo-banner-image">{t('banners.image')}</label>
      <input
        id="bo-banner-image"
        value={image}
        onChange={(event) => setImage(event.target.value)}
      />
      <label htmlFor="bo-banner-article">{t('banners.article')}</label>
      <input
        id="bo-banner-article"
        inputMode="numeric"
        value={articleId}
        onChange={(event) => setArticleId(event.target.value)}
      />
      <label htmlFor="bo-banner-url">{t('banners.url')}</label>
      <input
        id="bo-banner-url"
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <label htmlFor="bo-banner-order">{t('banners.order')}</label>
      <input
        id="bo-banner-order"
        inputMode="numeric"
        value={order}
        onChange={(event) => setOrder(event.target.value)}
      />
      <label className="bo-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {t('banners.shown')}
      </label>
      <label htmlFor="bo-banner-lang">{t('banners.language')}</label>
      <select
        id="bo-banner-lang"
        value={lang}
        onChange={(event) => setLang(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code}
            {titles[code]?.trim() ? ' ✓' : ''}
          </option>
        ))}
      </select>
      <label htmlFor="bo-banner-title">{t('banners.caption')}</label>
      <input
        id="bo-banner-title"
        value={title}
        onChange={(event) => setTitles({ ...titles, [lang]: event.target.value })}
      />
      <figure className="bo-preview" aria-label={t('banners.preview')}>
        <img src={image} alt={shownTitle} width={320} />
        <figcaption>{shownTitle}</figcaption>
      </figure>
      <button type="submit">{t('banners.save')}</button>
    </form>
  );
}
