import { useTranslation } from 'react-i18next';
import { useIsDemo } from '@/lib/settings/public-settings';
import './components.css';

/**
 * The "demo" label (product.md §1.5: demo mode is labelled on screen), shown while GET
 * /api/default/setting says `demo: true`. The page headers carry it, so every page shows it.
 */
export function DemoBadge() {
  const { t } = useTranslation();
  const demo = useIsDemo();
  if (!demo) return null;
  return (
    <span className="wh-demo-badge" title={t('demo.hint')}>
      {t('demo.badge')}
    </span>
  );
}
