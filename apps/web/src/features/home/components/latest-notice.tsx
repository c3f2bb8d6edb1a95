import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleSummary } from '@waihui/contracts';
import { LinePath } from '@/components/line-icon';
import { PATHS } from '@/lib/paths';

/**
 * The newest announcement on one line (product.md §16.2): the label opens all announcements, the title
 * opens the announcement. Nothing while it loads or when there is none.
 */
export function LatestNotice({ notice }: { notice: ArticleSummary | undefined }) {
  const { t } = useTranslation();
  if (notice === undefined) return null;
  return (
    <section className="wh-home-card wh-home-notice" aria-label={t('titles.notices')}>
      <LinePath d={NOTICE_ICON} className="wh-home-notice__icon" />
      <Link className="wh-home-notice__label" to={PATHS.notices}>
        {t('titles.notices')}
      </Link>
      <Link
        className="wh-home-notice__title"
        to={`${PATHS.article}?id=${notice.id}`}
        lang={notice.lang}
      >
        {notice.title}
      </Link>
    </section>
  );
}

/** A loudspeaker, drawn here: the icon package would cost the home route ~3 KB gzip. */
const NOTICE_ICON = 'M4 9.5h3.5L13 5v14l-5.5-4.5H4zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11';
