import { useTranslation } from 'react-i18next';
import { NavBar } from '@/components/nav-bar';
import { NotAvailableYet } from '@/components/not-available-yet';

/**
 * Buy foreign exchange. Standard header with an empty title (spec §2), so the placeholder names the page in
 * its body. Placeholder until its issue fills it.
 */
export default function FxBuyPage() {
  const { t } = useTranslation();
  return (
    <>
      <NavBar />
      <NotAvailableYet title={t('titles.fxBuy')} />
    </>
  );
}
