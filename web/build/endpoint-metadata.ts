import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * `virtual:tala/endpoints`: the contract's endpoint table without its zod schemas, and
 * `virtual:tala/error-status`: the error catalogue's codes with their HTTP status, without the English
 * messages (the web shows the `errors` translation pack instead).
 *
 * The web client needs only each endpoint's id, method, path, auth, module, encrypted and form flags
 * at run time; the schemas are types for it. Importing the contract's domain modules pulls zod
 * (~28 KB gzipped) into whatever chunk imports them. Code on the start-up path (the shell, header
 * and side-menu slots) calls `api(endpoints.system.permission, …)` with this metadata instead, so
 * the home route's first JavaScript stays within budget. Generated from the same table at build
 * time: the contract remains the only place a path is written.
 */
const ENDPOINTS = 'virtual:tala/endpoints';
const ERROR_STATUS = 'virtual:tala/error-status';
/** `id` is not listed: it is `<domain>.<name>`, filled in when the module loads (fewer bytes). */
const KEYS = ['method', 'path', 'auth', 'module', 'encrypted', 'form'] as const;

const contractDir = join(dirname(fileURLToPath(import.meta.url)), '../../contract/src');

/** Imports a contract module afresh (a new query string each time, so dev and watch mode see edits). */
async function contractModule<T>(file: string): Promise<T> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(`${pathToFileURL(join(contractDir, file)).href}?t=${Date.now()}`, import.meta.url)) as T;
}

async function endpointTable(): Promise<Record<string, Record<string, Record<string, unknown>>>> {
  const { api } = await contractModule<{ api: Record<string, Record<string, Record<string, unknown>>> }>('api.ts');
  const table: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [domain, group] of Object.entries(api)) {
    table[domain] = {};
    for (const [name, endpoint] of Object.entries(group)) {
      table[domain][name] = Object.fromEntries(
        KEYS.filter((key) => endpoint[key] !== undefined).map((key) => [key, endpoint[key]]),
      );
    }
  }
  return table;
}

async function errorStatus(): Promise<Record<string, number>> {
  const { errorCatalogue } = await contractModule<{ errorCatalogue: Record<string, { status: number }> }>('errors.ts');
  return Object.fromEntries(Object.entries(errorCatalogue).map(([code, { status }]) => [code, status]));
}

const sources: Record<string, () => Promise<string>> = {
  [ENDPOINTS]: async () =>
    `export const endpoints = ${JSON.stringify(await endpointTable())};\n` +
    `for (const [domain, group] of Object.entries(endpoints)) ` +
    `for (const [name, endpoint] of Object.entries(group)) endpoint.id = domain + '.' + name;\n`,
  [ERROR_STATUS]: async () => `export const errorStatus = ${JSON.stringify(await errorStatus())};\n`,
};

export function endpointMetadata(): Plugin {
  return {
    name: 'tala-contract-metadata',
    // hook filters: only the virtual ids reach these handlers
    resolveId: {
      filter: { id: /^virtual:tala\/(endpoints|error-status)$/ },
      handler(source) {
        return source in sources ? '\0' + source : null;
      },
    },
    load: {
      filter: { id: /^\0virtual:tala\/(endpoints|error-status)$/ },
      async handler(id) {
        const source = sources[id.slice(1)];
        if (!source) return null;
        for (const dir of [contractDir, join(contractDir, 'core')]) {
          for (const file of readdirSync(dir)) {
            if (file.endsWith('.ts')) this.addWatchFile(join(dir, file));
          }
        }
        return source();
      },
    },
  };
}
