import { describe, expect, it } from 'vitest';
import {
  chooseLocationPath,
  chosenPlaceOf,
  directionsUrl,
  geoUri,
  openLocationPath,
  openStreetMapUrl,
  placeFromSearch,
  returnTarget,
  type Place,
} from './place';

const OFFICE: Place = {
  name: 'Waihui Ltd',
  address: '1 Harbour Road, Wan Chai',
  latitude: 22.2819,
  longitude: 114.1747,
};
const TYPED: Place = {
  name: '',
  address: 'Bahnhofstrasse 1, Zürich',
  latitude: null,
  longitude: null,
};

describe('placeFromSearch', () => {
  it.each([
    [
      'a point with its name and address',
      '?latitude=22.2819&longitude=114.1747&name=Waihui%20Ltd&address=1%20Harbour%20Road%2C%20Wan%20Chai',
      OFFICE,
    ],
    ['an address alone', '?address=Bahnhofstrasse+1%2C+Z%C3%BCrich', TYPED],
    [
      'the poles and the date line',
      '?latitude=-90&longitude=180',
      { name: '', address: '', latitude: -90, longitude: 180 },
    ],
    [
      'an address with one coordinate only: no point',
      '?latitude=1&address=Here',
      { name: '', address: 'Here', latitude: null, longitude: null },
    ],
    [
      'an address with coordinates off the globe: no point',
      '?latitude=91&longitude=0&address=Here',
      { name: '', address: 'Here', latitude: null, longitude: null },
    ],
    ['nothing to show', '?name=Nowhere', null],
    ['coordinates that are no numbers', '?latitude=north&longitude=east', null],
    ['empty coordinates', '?latitude=&longitude=', null],
  ])('%s', (_, search, place) => {
    expect(placeFromSearch(search)).toEqual(place);
  });

  it('reads back what openLocationPath wrote', () => {
    const path = openLocationPath(OFFICE);
    expect(path).toBe(
      '/open-location?latitude=22.2819&longitude=114.1747&name=Waihui+Ltd&address=1+Harbour+Road%2C+Wan+Chai',
    );
    expect(placeFromSearch(path.slice(path.indexOf('?')))).toEqual(OFFICE);
    const typed = openLocationPath(TYPED);
    expect(typed).toBe('/open-location?address=Bahnhofstrasse+1%2C+Z%C3%BCrich');
    expect(placeFromSearch(typed.slice(typed.indexOf('?')))).toEqual(TYPED);
  });
});

describe('the way back from /choose-location', () => {
  it('asks with the return path, which comes back only when it is a page of the app', () => {
    const path = chooseLocationPath('/open-location?address=Here');
    expect(path).toBe('/choose-location?redirect=%2Fopen-location%3Faddress%3DHere');
    expect(returnTarget(path.slice(path.indexOf('?')))).toBe('/open-location?address=Here');
    expect(returnTarget('?redirect=/pages/wode/contactUs')).toBe('/pages/wode/contactUs');
    expect(returnTarget('')).toBeNull();
    expect(returnTarget('?redirect=https://evil.example/')).toBeNull();
    expect(returnTarget('?redirect=//evil.example/pages/wode/contactUs')).toBeNull();
    expect(returnTarget('?redirect=/choose-location')).toBeNull();
  });

  it('reads the chosen place from the route state, and nothing else', () => {
    expect(chosenPlaceOf({ chosenPlace: OFFICE })).toEqual(OFFICE);
    expect(chosenPlaceOf({ chosenPlace: TYPED })).toEqual(TYPED);
    expect(
      chosenPlaceOf({ chosenPlace: { name: 'X', address: 'Y', latitude: 95, longitude: 0 } }),
    ).toEqual({ name: 'X', address: 'Y', latitude: null, longitude: null });
    expect(chosenPlaceOf(null)).toBeNull();
    expect(chosenPlaceOf({ idx: 2 })).toBeNull();
    expect(chosenPlaceOf({ chosenPlace: { name: 'X' } })).toBeNull();
  });
});

describe('links to map apps', () => {
  it('a geo: URI with the point and its name, or a search for the address', () => {
    expect(geoUri(OFFICE)).toBe('geo:22.2819,114.1747?q=22.2819,114.1747(Waihui%20Ltd)');
    expect(geoUri({ ...OFFICE, name: '' })).toBe('geo:22.2819,114.1747?q=22.2819,114.1747');
    expect(geoUri(TYPED)).toBe('geo:0,0?q=Bahnhofstrasse%201%2C%20Z%C3%BCrich');
  });

  it('OpenStreetMap: a marker at the point, or a search; directions between two places', () => {
    expect(openStreetMapUrl(OFFICE)).toBe(
      'https://www.openstreetmap.org/?mlat=22.2819&mlon=114.1747#map=17/22.2819/114.1747',
    );
    expect(openStreetMapUrl(TYPED)).toBe(
      'https://www.openstreetmap.org/search?query=Bahnhofstrasse%201%2C%20Z%C3%BCrich',
    );
    expect(directionsUrl(TYPED, OFFICE)).toBe(
      'https://www.openstreetmap.org/directions?from=Bahnhofstrasse+1%2C+Z%C3%BCrich&to=22.2819%2C114.1747',
    );
  });
});
