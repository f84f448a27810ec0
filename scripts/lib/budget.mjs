/**
 * Bundle measurement from a Vite build's manifest: what the home route loads first (the entry chunk,
 * its static imports, the home page's lazy chunk and its static imports, and the default language's
 * shell text pack) and every other lazy chunk, in gzipped bytes. Writes bench/results/bundle.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestPath, root } from './web-build.mjs';

/** The budget `npm test` enforces: the home route's initial JavaScript, gzipped. */
export const HOME_JS_BUDGET = 115 * 1024;

const webRoot = path.join(root, 'web');
/**
 * The language packs the first paint waits for (default language EN, the shell's namespace). The error
 * texts (errors.json) load once the start-up data has arrived, beside the page, not before it.
 */
const firstPacks = ['src/shared/i18n/locales/en/common.json'];

/** The manifest key of the home screen's page module, read from the route table (app/routes.tsx). */
export function homePageKey() {
  const file = path.join(webRoot, 'src/app/routes.tsx');
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => /path:\s*paths\.home\(\)/.test(l));
  const spec = line?.match(/import\(\s*['"]([^'"]+)['"]\s*\)/)?.[1];
  if (!spec) throw new Error('cannot find the home route (path: paths.home() … import(…)) in web/src/app/routes.tsx');
  return path
    .relative(webRoot, path.resolve(path.dirname(file), spec))
    .split(path.sep)
    .join('/');
}

function sizes(outDir, file) {
  const bytes = fs.readFileSync(path.join(outDir, file));
  return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);

/**
 * The chunks loaded before a page renders, from a Vite manifest: the starting keys and everything
 * they import statically. Shared with the bench's floor app, so both are measured the same way.
 */
export function staticClosure(manifest, startKeys) {
  const initial = new Set();
  const visit = (key) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  startKeys.forEach(visit);
  return initial;
}

/** Raw and gzip (level 9) sizes of the JavaScript files of these manifest keys. */
export function jsSizes(outDir, manifest, keys) {
  return [...keys].filter((k) => manifest[k].file.endsWith('.js')).map((k) => ({ key: k, ...sizes(outDir, manifest[k].file) }));
}

/** Measures a build made with `--manifest`. */
export function measureBundle(outDir) {
  const manifest = JSON.parse(fs.readFileSync(manifestPath(outDir), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const homeKey = homePageKey();
  if (!manifest[homeKey]) throw new Error(`the manifest has no chunk for the home page ${homeKey}`);

  // the starting chunks and everything they import statically (loaded before the page renders)
  const initial = staticClosure(manifest, [entryKey, homeKey, ...firstPacks]);
  const jsOf = (keys) => jsSizes(outDir, manifest, keys);
  const cssFiles = [...new Set([...initial].flatMap((k) => manifest[k].css ?? []))];
  const initialJs = jsOf(initial);
  const initialCss = cssFiles.map((f) => sizes(outDir, f));
  const lazy = jsOf(Object.keys(manifest).filter((k) => !initial.has(k)))
    .map((c) => ({ ...c, css: (manifest[c.key].css ?? []).map((f) => sizes(outDir, f)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return {
    note: 'gzip level 9 sizes from the Vite manifest; "home" = entry + static imports + home page chunk + its static imports + the EN shell text pack (common; the error texts load after start-up)',
    budget: { homeInitialJsGzipBytes: HOME_JS_BUDGET },
    entry: entryKey,
    homePage: homeKey,
    home: {
      js: { gzipBytes: sum(initialJs, 'gzipBytes'), rawBytes: sum(initialJs, 'rawBytes'), files: initialJs },
      css: { gzipBytes: sum(initialCss, 'gzipBytes'), rawBytes: sum(initialCss, 'rawBytes'), files: initialCss },
    },
    lazyChunks: { count: lazy.length, gzipBytes: sum(lazy, 'gzipBytes'), chunks: lazy },
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Measures, writes bench/results/bundle.json, and checks the home JS budget. */
export function checkBudget(outDir) {
  let report;
  try {
    report = measureBundle(outDir);
  } catch (err) {
    return { ok: false, note: err.message };
  }
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'bundle.json'), JSON.stringify(report, null, 2) + '\n');
  const js = report.home.js.gzipBytes;
  const ok = js <= HOME_JS_BUDGET;
  const note = `home initial JS ${kb(js)} gzipped (budget ${kb(HOME_JS_BUDGET)}), CSS ${kb(report.home.css.gzipBytes)}, ${report.lazyChunks.count} lazy chunks`;
  return { ok, report, note: ok ? note : `OVER BUDGET: ${note}` };
}
