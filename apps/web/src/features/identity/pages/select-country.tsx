import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useBack } from '@/components/use-back';
import { PATHS } from '@/lib/paths';
import { CountryList } from '../components/country-list';

/**
 * Country selection (product.md §2.4): the country of residence and the calling code of the identity
 * forms. A choice goes back to the form that opened it (registration when opened directly).
 */
export default function SelectCountryPage() {
  const { t } = useTranslation();
  const back = useBack(PATHS.register);
  return (
    <>
      <PageHeader title={t('titles.selectCountry')} onBack={back} />
      <CountryList onChosen={back} />
    </>
  );
}
