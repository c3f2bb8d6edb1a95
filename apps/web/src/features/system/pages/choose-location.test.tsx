import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { PATHS } from '@/lib/paths';
import { mockApi } from '@/test/api-mock';
import { PUBLIC_SETTINGS } from '@/test/identity-fixtures';
import { currentPath, renderInApp, setUpI18n } from '@/test/render';
import ChooseLocationPage from './choose-location';

const GEOCODER = 'http://geo.test';
const HARBOUR = {
  lat: '22.2819',
  lon: '114.1747',
  name: 'Central Plaza',
  display_name: 'Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong',
};

/** The app's server (settings) and a geocoder answering `answer` (JSON, or an HTTP status). */
function serve(geocoderUrl: string | null, answer: unknown[] | number = [HARBOUR]) {
  const api = mockApi({
    publicSettings: { data: { ...PUBLIC_SETTINGS, geocoder_url: geocoderUrl } },
  });
  const searches: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!href.startsWith(GEOCODER)) return api.fetchMock(input, init);
    searches.push(href);
    return Promise.resolve(
      typeof answer === 'number'
        ? new Response('busy', { status: answer })
        : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  });
  return { api, searches };
}

/** The page that asked: shows what it was handed back in its route state. */
function Asker() {
  const location = useLocation();
  return <pre data-testid="handed-back">{JSON.stringify(location.state)}</pre>;
}

function open(path: string) {
  return renderInApp(
    <Routes>
      <Route path={PATHS.chooseLocation} element={<ChooseLocationPage />} />
      <Route path={PATHS.contactUs} element={<Asker />} />
      <Route path={PATHS.openLocation} element={<Asker />} />
    </Routes>,
    { path },
  );
}

const ASKED_BY_CONTACT = `${PATHS.chooseLocation}?redirect=${encodeURIComponent(PATHS.contactUs)}`;

async function search(words: string) {
  fireEvent.change(await screen.findByLabelText('Place or address'), {
    target: { value: words },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

function handedBack(): unknown {
  return JSON.parse(screen.getByTestId('handed-back').textContent ?? 'null');
}

describe('choose location (/choose-location)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });

  it('finds places through the geocoder and hands the chosen one back to the page that asked', async () => {
    const { searches } = serve(GEOCODER);
    open(ASKED_BY_CONTACT);
    await search('harbour road');
    const results = await screen.findByRole('list', { name: 'Places found' });
    const place = within(results).getByRole('button', {
      name: 'Central Plaza Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong',
    });
    expect(searches).toEqual([
      'http://geo.test/search?q=harbour+road&format=jsonv2&limit=8&accept-language=en',
    ]);
    fireEvent.click(place);
    expect(await screen.findByTestId('handed-back')).toBeTruthy();
    expect(currentPath()).toBe(PATHS.contactUs);
    expect(handedBack()).toEqual({
      chosenPlace: {
        name: 'Central Plaza',
        address: 'Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong',
        latitude: 22.2819,
        longitude: 114.1747,
      },
    });
  });

  it('says so when nothing was found, and when the search failed (with a retry)', async () => {
    serve(GEOCODER, []);
    const first = open(ASKED_BY_CONTACT);
    await search('atlantis');
    expect(await screen.findByText('No places found for “atlantis”.')).toBeTruthy();
    first.unmount();

    const { searches } = serve(GEOCODER, 503);
    open(ASKED_BY_CONTACT);
    await search('harbour');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The search did not work. Try again, or enter the address by hand below.Try again',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(searches).toHaveLength(2));
  });

  it('asks for words before searching', async () => {
    const { searches } = serve(GEOCODER);
    open(ASKED_BY_CONTACT);
    await search('  ');
    expect(await screen.findByText('Enter a place or an address to search for.')).toBeTruthy();
    expect(searches).toEqual([]);
  });

  it('without a geocoder: no search and no request to one; an address typed by hand goes back', async () => {
    const { api, searches } = serve(null);
    open(ASKED_BY_CONTACT);
    const address = await screen.findByLabelText('Address');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('search')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText('Enter an address.')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: ' Home ' } });
    fireEvent.change(address, { target: { value: ' Bahnhofstrasse 1, Zürich ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByTestId('handed-back')).toBeTruthy();
    expect(handedBack()).toEqual({
      chosenPlace: {
        name: 'Home',
        address: 'Bahnhofstrasse 1, Zürich',
        latitude: null,
        longitude: null,
      },
    });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/default/setting']);
    expect(searches).toEqual([]);
  });

  it('asked by no page: shows the chosen place on /open-location', async () => {
    serve(null);
    open(PATHS.chooseLocation);
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'Here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByTestId('handed-back')).toBeTruthy();
    expect(currentPath()).toBe(`${PATHS.openLocation}?address=Here`);
  });
});
