// Mutation testing of the money rules (docs/testing.md): `npm run mutation [folder…]` runs Stryker
// on packages/core/src/<folder> for each folder (default: the five below), one folder at a time so
// a shared machine keeps a core free, each with its own incremental file (.reports/stryker/, not
// committed): a second run re-tests only the mutants whose code or tests changed. Prints the score
// of each folder and of all of them; exits 1 when any folder is below 85%.
//
// Score = detected / valid, as Stryker counts it: detected = killed + timed out; valid = every
// mutant except those that do not compile or are ignored (a mutant no test covers is undetected).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FOLDERS = ['ledger', 'trading', 'delivery', 'spot', 'funding'];
const BREAK_PERCENT = 85;

const core = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/core');
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const extra = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
const folders = chosen.length > 0 ? chosen : FOLDERS;

/** @param {string} folder */
function incrementalFile(folder) {
  return `.reports/stryker/${folder}.json`;
}

/** @param {string} folder @returns {{detected: number, valid: number, survived: string[]}} */
function countOf(folder) {
  /** @type {{files: Record<string, {mutants: {status: string, mutatorName: string, location: {start: {line: number}}}[]}>}} */
  const report = JSON.parse(readFileSync(path.join(core, incrementalFile(folder)), 'utf8'));
  let detected = 0;
  let valid = 0;
  const survived = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (['CompileError', 'RuntimeError', 'Ignored'].includes(mutant.status)) continue;
      valid += 1;
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') detected += 1;
      else survived.push(`${file}:${mutant.location.start.line} ${mutant.mutatorName}`);
    }
  }
  return { detected, valid, survived };
}

const percent = (/** @type {number} */ part, /** @type {number} */ whole) =>
  whole === 0 ? 100 : (100 * part) / whole;

const rows = [];
for (const folder of folders) {
  const run = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      '--mutate',
      `src/${folder}/**/*.ts,!src/**/*.test.ts,!src/**/test-fixtures.ts`,
      '--incrementalFile',
      incrementalFile(folder),
      ...extra,
    ],
    { cwd: core, stdio: 'inherit' },
  );
  // Stryker exits 1 below its break threshold; the table below says so for every folder at once.
  if (run.error) throw run.error;
  rows.push({ folder, ...countOf(folder) });
}

const total = rows.reduce(
  (sum, row) => ({ detected: sum.detected + row.detected, valid: sum.valid + row.valid }),
  { detected: 0, valid: 0 },
);
console.log('\nfolder      detected / valid   score');
for (const row of [...rows, { folder: 'all', ...total }]) {
  const score = percent(row.detected, row.valid).toFixed(2);
  console.log(`${row.folder.padEnd(12)}${`${row.detected} / ${row.valid}`.padEnd(19)}${score}%`);
}
for (const row of rows) for (const line of row.survived) console.log(`  survived: ${line}`);
const failing = rows.filter((row) => percent(row.detected, row.valid) < BREAK_PERCENT);
process.exit(failing.length > 0 ? 1 : 0);
