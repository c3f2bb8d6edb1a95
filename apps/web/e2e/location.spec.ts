import type { Page } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import { axeFindings } from './axe-audit';
import { expect, test } from './fixtures';
import { COMPANY } from './geo-gazetteer';
import { GEO_BASE_URL, TRADING_BASE_URL } from './ports';

/*
 * The built-in location pages (product.md §2.8) from Contact Us: on the main server, configured with
 * the company's address only (a card, addresses by hand, no request to any map service); on the
 * trading server, with the stand-in tile server and place search of geo-server.ts.
 */

const OFFICE_ON_OSM = `https://www.openstreetmap.org/?mlat=${COMPANY.latitude}&mlon=${COMPANY.longitude}#map=17/${COMPANY.latitude}/${COMPANY.longitude}`;

async function openCompanyPlace(page: Page, base = ''): Promise<void> {
  await page.goto(`${base}/#${PATHS.contactUs}`);
  await page.getByRole('link', { name: 'Show on the map' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location');
  const card = page.getByRole('region', { name: COMPANY.name });
  await expect(card.locator('dd')).toHaveText([
    COMPANY.address,
    COMPANY.latitude,
    COMPANY.longitude,
  ]);
  await expect(card.getByRole('link', { name: 'Open on OpenStreetMap' })).toHaveAttribute(
    'href',
    OFFICE_ON_OSM,
  );
}

test('without a map service: the company address as a card; a starting point typed by hand comes back', async ({
  page,
}) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(GEO_BASE_URL)) mapRequests.push(request.url());
  });
  await openCompanyPlace(page);
  await expect(page.getByRole('link', { name: 'Open in a maps app' })).toHaveAttribute(
    'href',
    `geo:${COMPANY.latitude},${COMPANY.longitude}?q=${COMPANY.latitude},${COMPANY.longitude}(Waihui%20Ltd)`,
  );
  await expect(page.getByRole('region', { name: /^Map of/ })).toHaveCount(0);
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);

  await page.getByRole('link', { name: 'Choose a starting point' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose location');
  await expect(page.getByRole('search')).toHaveCount(0);
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText('Enter an address.')).toBeVisible();
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  const address = page.getByRole('textbox', { name: 'Address', exact: true });
  await address.fill('Queen’s Road Central 1, Hong Kong');
  await address.press('Enter');

  await expect(page.getByTestId('directions-from')).toHaveText(
    'From Queen’s Road Central 1, Hong Kong. Show the route on OpenStreetMap (opens in a new window)',
  );
  await expect(page.getByTestId('directions-from').getByRole('link')).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/directions?from=Queen%E2%80%99s+Road+Central+1%2C+Hong+Kong&to=${COMPANY.latitude}%2C${COMPANY.longitude}`,
  );
  // Back from the handed-back page: Contact Us's location page, the picker replaced in the history.
  await page.goBack();
  await expect(page.getByRole('region', { name: COMPANY.name })).toBeVisible();
  await expect(page.getByTestId('directions-from')).toHaveCount(0);
  expect(mapRequests).toEqual([]);
});

test('with a tile server and a place search: a keyboard-usable map; a place found by search comes back', async ({
  page,
  request,
}) => {
  await openCompanyPlace(page, TRADING_BASE_URL);
  const map = page.getByRole('region', { name: `Map of ${COMPANY.name}` });
  await expect(map.locator('.leaflet-tile-loaded').first()).toHaveAttribute(
    'src',
    new RegExp(`^${GEO_BASE_URL}/tiles/16/\\d+/\\d+\\.png$`),
  );
  await expect(map.locator('.wh-map-pin')).toHaveAttribute('title', COMPANY.name);
  await expect(map.getByText('Test tiles')).toBeVisible();
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  // The map takes the keyboard: "+" zooms in one step (new tiles at zoom 17).
  await map.locator('.leaflet-container').focus();
  await page.keyboard.press('+');
  await expect(map.locator('img[src*="/tiles/17/"]').first()).toBeAttached();

  await page.getByRole('link', { name: 'Choose a starting point' }).click();
  const search = page.getByRole('search');
  await search.getByLabel('Place or address').fill('atlantis');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No places found for “atlantis”.')).toBeVisible();
  await search.getByLabel('Place or address').fill('harbour');
  await search.getByLabel('Place or address').press('Enter');
  const found = page.getByRole('list', { name: 'Places found' }).getByRole('button');
  await expect(found).toHaveText([
    'Central PlazaCentral Plaza, 18 Harbour Road, Wan Chai, Hong Kong',
  ]);
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  await found.first().click();

  await expect(page.getByTestId('directions-from')).toHaveText(
    'From Central Plaza. Show the route on OpenStreetMap (opens in a new window)',
  );
  await expect(page.getByTestId('directions-from').getByRole('link')).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/directions?from=22.2803%2C114.1733&to=${COMPANY.latitude}%2C${COMPANY.longitude}`,
  );
  const searches = (await (await request.get(`${GEO_BASE_URL}/searches`)).json()) as string[];
  expect(searches).toEqual([
    '?q=atlantis&format=jsonv2&limit=8&accept-language=en',
    '?q=harbour&format=jsonv2&limit=8&accept-language=en',
  ]);
});
