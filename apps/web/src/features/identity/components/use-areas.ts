import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Area } from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';
import { getAreaListQueryOptions } from '../api/get-area-list';
import { useIdentityDraft } from './identity-draft';

/** The country list in the current language (cached for an hour). */
export function useAreas() {
  const lang = useAppStore((state) => state.lang);
  return useQuery(getAreaListQueryOptions(lang));
}

/**
 * A first guess at the visitor's country: the region of their browser languages ("de-DE" → DE),
 * if listed and not barred. Null when there is none; the visitor then chooses on selectCountry.
 */
export function guessCountry(languages: readonly string[], areas: readonly Area[]): string | null {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    const area = areas.find((candidate) => candidate.code === region);
    if (area !== undefined && !area.barred) return area.code;
  }
  return null;
}

/** The country chosen for the identity forms, guessed once when none was chosen yet. */
export function useSelectedArea() {
  const areas = useAreas();
  const country = useIdentityDraft((state) => state.country);
  const setCountry = useIdentityDraft((state) => state.setCountry);
  const list = areas.data;
  useEffect(() => {
    if (country !== null || list === undefined) return;
    const guess = guessCountry(navigator.languages, list);
    if (guess !== null) setCountry(guess);
  }, [country, list, setCountry]);
  const area = list?.find((candidate) => candidate.code === country) ?? null;
  return { areas, country, area };
}

/** The listed area of a code (e.g. the country a typed "+1…" number belongs to). */
export function areaOf(areas: readonly Area[] | undefined, code: string | undefined): Area | null {
  if (areas === undefined || code === undefined) return null;
  return areas.find((candidate) => candidate.code === code) ?? null;
}
