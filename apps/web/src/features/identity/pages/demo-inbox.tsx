import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useIsDemo } from '@/lib/settings/public-settings';
import { DemoInboxLookup } from '../components/demo-inbox-lookup';
import '../components/identity.css';

/**
 * Demo inbox (not in product.md §2.5; demo mode only): the codes a demo instance "sends" are stored, not
 * mailed, so a newcomer reads them here to register. Outside demo mode the page says so and asks
 * nothing (the server's route answers 404 there anyway).
 */
export default function DemoInboxPage() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('identity');
  const demo = useIsDemo();
  return (
    <>
      <PageHeader title={t('titles.demoInbox')} />
      {demo ? (
        <DemoInboxLookup />
      ) : (
        <p className="wh-form-card wh-form-note" role="status">
          {ti('demoInbox.demoOnly')}
        </p>
      )}
    </>
  );
}
