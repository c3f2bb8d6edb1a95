import { describe, expect, it } from 'vitest';
import { placeSearchUrl, placesOfAnswer } from './place-search';

describe('place search (Nominatim search API)', () => {
  it('asks <geocoder>/search with the words, JSON v2, at most 8 places, in the user’s language', () => {
    expect(placeSearchUrl('http://127.0.0.1:9000', 'harbour road', 'zh-HK')).toBe(
      'http://127.0.0.1:9000/search?q=harbour+road&format=jsonv2&limit=8&accept-language=zh-HK',
    );
    expect(placeSearchUrl('https://geo.example/nominatim/', 'Zürich', 'de')).toBe(
      'https://geo.example/nominatim/search?q=Z%C3%BCrich&format=jsonv2&limit=8&accept-language=de',
    );
  });

  it('reads places with their name (else the first part of the display name) and point', () => {
    const answer = [
      {
        place_id: 1,
        lat: '22.2819',
        lon: '114.1747',
        name: 'Central Plaza',
        display_name: 'Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong',
      },
      { lat: '47.3769', lon: '8.5417', name: '', display_name: 'Zürich, Switzerland' },
      { lat: 'north', lon: '8', display_name: 'Nowhere' },
      { lat: '91', lon: '8', display_name: 'Off the globe' },
    ];
    expect(placesOfAnswer(answer)).toEqual([
      {
        name: 'Central Plaza',
        address: 'Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong',
        latitude: 22.2819,
        longitude: 114.1747,
      },
      { name: 'Zürich', address: 'Zürich, Switzerland', latitude: 47.3769, longitude: 8.5417 },
    ]);
    expect(placesOfAnswer([])).toEqual([]);
  });

  it('throws on an answer of another shape', () => {
    expect(() => placesOfAnswer({ error: 'Unable to geocode' })).toThrow();
    expect(() => placesOfAnswer([{ lat: 1, lon: 2, display_name: 'x' }])).toThrow();
  });
});
