#!/usr/bin/env node
/**
 * i18n check: every locale pack has exactly the English keys of every namespace, each a non-empty
 * string, and the `errors` namespace translates every code of contract/src/errors.ts.
 * Locale files: web/src/shared/i18n/locales/<pack>/<namespace>.json. Exits 1 on any problem.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(root, 'web/src/shared/i18n/locales');
const REFERENCE = 'en';

/** Flattens nested keys to dotted paths; non-string or empty leaves are reported. */
function flatten(object, prefix, keys, bad) {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, keys, bad);
    else {
      keys.add(path);
      if (typeof value !== 'string' || value.trim() === '') bad.push(path);
    }
  }
  return keys;
}

function readPack(pack, namespace, problems) {
  const file = join(localesDir, pack, `${namespace}.json`);
  if (!existsSync(file)) {
    problems.push(`${pack}/${namespace}.json: file missing`);
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${pack}/${namespace}.json: not valid JSON (${error.message})`);
    return null;
  }
}

const problems = [];
const packs = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const namespaces = readdirSync(join(localesDir, REFERENCE))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -5));

for (const pack of packs) {
  for (const name of readdirSync(join(localesDir, pack))) {
    if (name.endsWith('.json') && !namespaces.includes(name.slice(0, -5))) {
      problems.push(`${pack}/${name}: namespace has no English reference file`);
    }
  }
}

let keyCount = 0;
for (const namespace of namespaces) {
  const referenceBad = [];
  const reference = readPack(REFERENCE, namespace, problems);
  if (!reference) continue;
  const expected = flatten(reference, '', new Set(), referenceBad);
  keyCount += expected.size;
  for (const key of referenceBad) problems.push(`${REFERENCE}/${namespace}: "${key}" is empty or not a string`);
  for (const pack of packs.filter((p) => p !== REFERENCE)) {
    const data = readPack(pack, namespace, problems);
    if (!data) continue;
    const bad = [];
    const actual = flatten(data, '', new Set(), bad);
    for (const key of expected) if (!actual.has(key)) problems.push(`${pack}/${namespace}: missing "${key}"`);
    for (const key of actual) if (!expected.has(key)) problems.push(`${pack}/${namespace}: extra "${key}"`);
    for (const key of bad) problems.push(`${pack}/${namespace}: "${key}" is empty or not a string`);
  }
}

const { errorCodes } = await tsImport(pathToFileURL(join(root, 'contract/src/errors.ts')).href, import.meta.url);
for (const pack of packs) {
  const errors = readPack(pack, 'errors', []) ?? {};
  for (const code of errorCodes) {
    if (typeof errors[code] !== 'string' || errors[code].trim() === '') {
      problems.push(`${pack}/errors: error code ${code} has no translation`);
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${packs.length} packs × ${namespaces.length} namespaces, ${keyCount} keys, ${errorCodes.length} error codes`,
);
