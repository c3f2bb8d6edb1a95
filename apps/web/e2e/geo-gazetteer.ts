/** The places the stand-in search knows (geo-server.ts), in Nominatim's jsonv2 shape. */
export const GAZETTEER = [
  {
    place_id: 1,
    lat: '22.2803',
    lon: '114.1733',
    name: 'Central Plaza',
    display_name: 'Central Plaza, 18 Harbour Road, Wan Chai, Hong Kong',
  },
  {
    place_id: 2,
    lat: '22.2793',
    lon: '114.1628',
    name: 'Admiralty Station',
    display_name: 'Admiralty Station, Harcourt Road, Admiralty, Hong Kong',
  },
  {
    place_id: 3,
    lat: '47.3779',
    lon: '8.5403',
    name: 'Zürich HB',
    display_name: 'Zürich HB, Bahnhofplatz, Zürich, Switzerland',
  },
];

/** The company place both servers of the suite are configured with (COMPANY_*). */
export const COMPANY = {
  name: 'Waihui Ltd',
  address: '1 Harbour Road, Wan Chai, Hong Kong',
  latitude: '22.2819',
  longitude: '114.1747',
};
