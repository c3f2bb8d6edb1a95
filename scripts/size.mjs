// Size budget of the web app (product.md §2.1): builds apps/web and prints the gzip size of the
// JavaScript a visitor loads for the home route, /#/pages/index/index. Exits 1 above the budget.
//
// Counted: the entry chunk and its static imports (dist/.vite/manifest.json), the home page chunk
// and its static imports, and the current language's common locale chunk (en, the default), which
// the shell fetches before the first render. Dynamic imports (other pages, other locales, TanStack
// Query) are not loaded for the home route and are not counted. 1 KB = 1000 bytes, gzip level 9.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 130;
const HOME_PAGE = 'src/features/home/pages/home.tsx';
/** The back-office (product.md §14): its own lazily loaded chunks, printed, never in the home budget. */
const BACKOFFICE_PAGE = 'src/features/backoffice/pages/backoffice.tsx';
const STARTUP_LOCALE = 'src/locales/en/common.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  execSync('npm run build -w @waihui/web', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Adds a manifest chunk and, recursively, its static imports. */
function collect(key, into, reason) {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`size: ${key} is not in the manifest`);
  if (into.has(chunk.file)) return;
  into.set(chunk.file, reason);
  for (const imported of chunk.imports ?? []) collect(imported, into, reason);
}

const files = new Map();
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry === true);
if (entries.length !== 1)
  throw new Error(`size: expected one entry chunk, found ${entries.length}`);
collect(entries[0][0], files, 'entry');
collect(HOME_PAGE, files, 'home page');
collect(STARTUP_LOCALE, files, 'en common locale');

let totalBytes = 0;
const rows = [...files].map(([file, reason]) => {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  totalBytes += bytes;
  return { file, reason, bytes };
});
rows.sort((a, b) => b.bytes - a.bytes);
for (const { file, reason, bytes } of rows) {
  console.log(`${(bytes / 1000).toFixed(2).padStart(8)} KB  ${file}  [${reason}]`);
}
const totalKb = totalBytes / 1000;
console.log(
  `home route JavaScript: ${totalKb.toFixed(2)} KB gzip (${totalBytes} bytes); budget ${BUDGET_KB} KB`,
);

// The back-office's own JavaScript: its page chunk and static imports that the home route does not
// already load (shared chunks are counted once, in the home route above).
const backoffice = new Map();
collect(BACKOFFICE_PAGE, backoffice, 'back-office');
let backofficeBytes = 0;
for (const file of backoffice.keys()) {
  if (files.has(file)) continue;
  backofficeBytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}
console.log(
  `back-office route JavaScript (own chunks, loaded only at /#/admin): ${(backofficeBytes / 1000).toFixed(2)} KB gzip (${backofficeBytes} bytes)`,
);
if (totalKb > BUDGET_KB) {
  console.error(`size: over budget by ${(totalKb - BUDGET_KB).toFixed(2)} KB`);
  process.exit(1);
}
