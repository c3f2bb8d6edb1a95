import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

/** The bare page: what `npm create vite` (React template) renders, minus the logos. */
const BARE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Bare Vite React page" />
    <title>Vite + React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;
const BARE_MAIN = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <button onClick={() => setCount((n) => n + 1)}>count is {count}</button>
      <p>Edit main.jsx and save to test HMR</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

/**
 * Builds the bare page (bench/lighthouse.ts compares the home route with it) into `<dir>/dist` with
 * the app's Vite plugins and React (apps/web's React 19); returns the dist directory.
 */
export async function buildBarePage(dir: string): Promise<string> {
  const src = path.join(dir, 'src');
  mkdirSync(src, { recursive: true });
  writeFileSync(path.join(src, 'index.html'), BARE_HTML);
  writeFileSync(path.join(src, 'main.jsx'), BARE_MAIN);
  const fromWeb = createRequire(import.meta.url);
  const packageDir = (name: string) => path.dirname(fromWeb.resolve(`${name}/package.json`));
  const outDir = path.join(dir, 'dist');
  await build({
    root: src,
    configFile: false,
    logLevel: 'warn',
    base: './',
    plugins: [react(), precompress()],
    resolve: { alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom') } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
