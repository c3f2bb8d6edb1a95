import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { INITIAL_DATA, useAppStore } from '@/lib/store/store';
import { mockApi } from '@/test/api-mock';
import { AREAS } from '@/test/identity-fixtures';
import { renderInApp, setUpI18n } from '@/test/render';
import { CountryList, filterAreas } from './country-list';
import { resetIdentityDraft, useIdentityDraft } from './identity-draft';

describe('country list', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  beforeEach(() => {
    resetIdentityDraft();
    useAppStore.setState(INITIAL_DATA);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('filters by name (any case, no accents needed), ISO code or calling code', () => {
    const names = (search: string) => filterAreas(AREAS, search).map((area) => area.code);
    expect(names('')).toEqual(['FR', 'DE', 'HK', 'JP', 'US']);
    expect(names('ger')).toEqual(['DE']);
    expect(names('de')).toEqual(['DE']);
    expect(names('+49')).toEqual(['DE']);
    expect(names('85')).toEqual(['HK']);
    expect(names('ONG')).toEqual(['HK']);
    expect(names('xyz')).toEqual([]);
    expect(
      filterAreas(
        [{ code: 'CI', name: "Côte d'Ivoire", dial_code: '+225', barred: false }],
        'cote',
      ),
    ).toHaveLength(1);
  });

  it('lists the countries, barred ones disabled, and a tap chooses one', async () => {
    mockApi({ areaList: { data: AREAS } });
    useIdentityDraft.setState({ country: 'FR' });
    const onChosen = vi.fn();
    renderInApp(<CountryList onChosen={onChosen} />, { path: '/pages/login/selectCountry' });
    const options = await screen.findAllByRole('radio');
    // One row an option: its text, aria-checked, disabled.
    expect(
      options.map((option) => [
        option.textContent,
        option.getAttribute('aria-checked'),
        (option as HTMLButtonElement).disabled,
      ]),
    ).toEqual([
      ['FRFrance+33', 'true', false],
      ['DEGermany+49', 'false', false],
      ['HKHong Kong+852', 'false', false],
      ['JPJapanNot available+81', 'false', true],
      ['USUnited StatesNot available+1', 'false', true],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /United States/ }));
    expect(onChosen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: /Germany/ }));
    expect(useIdentityDraft.getState().country).toBe('DE');
    expect(onChosen).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search country, region or code' }), {
      target: { value: 'zz' },
    });
    expect(screen.getAllByText('No country or region matches')).toHaveLength(1);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const api = mockApi({ areaList: { status: 500 } });
    renderInApp(<CountryList onChosen={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(screen.getAllByText('The list could not be loaded.')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/api/default/area_list').length).toBe(2);
  });
});
