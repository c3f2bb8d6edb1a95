import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { getPlaceSettingsQueryOptions } from '@/lib/places/place-settings';
import {
  openLocationPath,
  returnTarget,
  type ChosenPlaceState,
  type Place,
} from '@/lib/places/place';
import { ManualPlaceForm } from '../components/manual-place-form';
import { PlaceSearch } from '../components/place-search';
import '../components/location.css';

/**
 * The built-in location picker (product.md §2.8), as a mobile framework's chooseLocation: a search
 * through the configured geocoder when there is one, and an address entered by hand always. The
 * chosen place goes back to the page of `?redirect=` in its route state (`{ chosenPlace }`),
 * replacing this page in the history; without a redirect it is shown on /open-location.
 */
export default function ChooseLocationPage() {
  const { t } = useTranslation(['common', 'content']);
  const location = useLocation();
  const navigate = useNavigate();
  const settings = useQuery(getPlaceSettingsQueryOptions());
  const [chosen, setChosen] = useState(false);

  function choose(place: Place): void {
    if (chosen) return;
    setChosen(true);
    const target = returnTarget(location.search);
    const state: ChosenPlaceState = { chosenPlace: place };
    void navigate(target ?? openLocationPath(place), { replace: true, state });
  }

  return (
    <>
      <PageHeader title={t('titles.chooseLocation')} />
      <div className="wh-location">
        {/* The search shows once the settings name a geocoder; the address form needs none. */}
        {settings.data?.geocoderUrl != null && (
          <PlaceSearch geocoderUrl={settings.data.geocoderUrl} onChosen={choose} />
        )}
        <ManualPlaceForm onChosen={choose} />
      </div>
    </>
  );
}
