import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server directory, found by walking up from this file to the package.json named
 * @waihui/server: the same answer whether the code runs from src/ (tsx, tests) or from a bundle
 * in dist/ (npm start), whose files sit at other depths.
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository root (holds apps/, packages/, data/ by default). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@waihui/server') return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no @waihui/server package.json above ${start}`);
  }
}
