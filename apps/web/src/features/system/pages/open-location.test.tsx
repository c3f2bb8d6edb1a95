import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PATHS } from '@/lib/paths';
import { mockApi } from '@/test/api-mock';
import { PUBLIC_SETTINGS } from '@/test/identity-fixtures';
import { linkHref, renderInApp, setUpI18n } from '@/test/render';
import OpenLocationPage from './open-location';

const OFFICE_PATH = `${PATHS.openLocation}?latitude=22.2819&longitude=114.1747&name=Waihui+Ltd&address=1+Harbour+Road%2C+Wan+Chai`;

function serve(mapTileUrl: string | null) {
  return mockApi({
    publicSettings: {
      data: { ...PUBLIC_SETTINGS, map_tile_url: mapTileUrl, map_tile_attribution: '© Tiles' },
    },
  });
}

describe('open location (/open-location)', () => {
  beforeAll(async () => {
    await setUpI18n(['content', 'messages']);
  });

  it('without a tile server: the place in words with links to map apps, and no map', async () => {
    const api = serve(null);
    renderInApp(<OpenLocationPage />, { path: OFFICE_PATH });
    const card = screen.getByRole('region', { name: 'Waihui Ltd' });
    expect([...card.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Address',
      '1 Harbour Road, Wan Chai',
      'Latitude',
      '22.2819',
      'Longitude',
      '114.1747',
    ]);
    expect(linkHref('Open in a maps app')).toBe(
      'geo:22.2819,114.1747?q=22.2819,114.1747(Waihui%20Ltd)',
    );
    expect(linkHref('Open on OpenStreetMap (opens in a new window)')).toBe(
      'https://www.openstreetmap.org/?mlat=22.2819&mlon=114.1747#map=17/22.2819/114.1747',
    );
    expect(linkHref('Choose a starting point')).toBe(
      `#/choose-location?redirect=${encodeURIComponent(OFFICE_PATH)}`,
    );
    await screen.findByRole('region', { name: 'Directions' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: /^Map of/ })).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/default/setting']);
  });

  it('with a tile server: a map of the place above its card', async () => {
    serve('http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png');
    renderInApp(<OpenLocationPage />, { path: OFFICE_PATH });
    const map = await screen.findByRole('region', { name: 'Map of Waihui Ltd' });
    expect(map.compareDocumentPosition(screen.getByRole('region', { name: 'Waihui Ltd' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('an address without coordinates: no map even with a tile server', async () => {
    serve('http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png');
    renderInApp(<OpenLocationPage />, { path: `${PATHS.openLocation}?address=Here` });
    const card = screen.getByRole('region', { name: 'Place' });
    expect([...card.querySelectorAll('dd')].map((cell) => cell.textContent)).toEqual(['Here']);
    expect(linkHref('Open in a maps app')).toBe('geo:0,0?q=Here');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: /^Map of/ })).toBeNull();
  });

  it('shows the starting point handed back by /choose-location with the route to here', () => {
    serve(null);
    const [pathname = '', search = ''] = OFFICE_PATH.split('?');
    const chosenPlace = {
      name: 'Home',
      address: 'Queen’s Road 1',
      latitude: null,
      longitude: null,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[{ pathname, search: `?${search}`, state: { chosenPlace } }]}>
          <OpenLocationPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const from = screen.getByTestId('directions-from');
    expect(from.textContent).toBe(
      'From Home. Show the route on OpenStreetMap (opens in a new window)',
    );
    expect(within(from).getByRole('link').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/directions?from=Queen%E2%80%99s+Road+1&to=22.2819%2C114.1747',
    );
    expect(linkHref('Choose another starting point')).toBe(
      `/choose-location?redirect=${encodeURIComponent(OFFICE_PATH)}`,
    );
  });

  it('says so when it was given no place', () => {
    serve(null);
    renderInApp(<OpenLocationPage />, { path: PATHS.openLocation });
    expect(
      screen.getByText(
        'There is no place to show: this page needs the coordinates or the address of one.',
      ),
    ).toBeTruthy();
  });
});
