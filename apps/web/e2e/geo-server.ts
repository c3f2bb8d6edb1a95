// The browser suite's stand-in for the map services of the location pages (product.md §2.8), so no
// test reaches the internet: GET /search speaks Nominatim's search API over a gazetteer of three
// places, GET /tiles/{z}/{x}/{y}.png answers one grey 1×1 PNG for every tile, GET /health answers
// for playwright.config.ts. Every search is counted (GET /searches) for the specs' exact checks.
import { createServer } from 'node:http';
import { GAZETTEER } from './geo-gazetteer';

const port = Number(process.env.PORT);
/** A 1×1 grey PNG (67 bytes): what every tile shows. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGM4AwAAzgDN1GaQsAAAAABJRU5ErkJggg==',
  'base64',
);
const searches: string[] = [];

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  // The app asks from another origin (its own server's): the answer must allow it (CORS).
  response.setHeader('access-control-allow-origin', '*');
  if (url.pathname === '/search') {
    const words = (url.searchParams.get('q') ?? '').toLowerCase();
    searches.push(url.search);
    const found = GAZETTEER.filter((place) => place.display_name.toLowerCase().includes(words));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(found));
  } else if (url.pathname === '/searches') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(searches));
  } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    response.setHeader('content-type', 'image/png');
    response.end(TILE);
  } else if (url.pathname === '/health') {
    response.end('ok');
  } else {
    response.statusCode = 404;
    response.end();
  }
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close());
