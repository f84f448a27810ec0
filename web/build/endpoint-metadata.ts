import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { readdirSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * `virtual:tala/endpoints`: the contract's endpoint table without its zod schemas.
 *
 * The web client needs only each endpoint's id, method, path, auth, module, encrypted and form flags
 * at run time; the schemas are types for it. Importing the contract's domain modules pulls zod
 * (~28 KB gzipped) into whatever chunk imports them. Code on the start-up path (the shell, header
 * and side-menu slots) calls `api(endpoints.system.permission, …)` with this metadata instead, so
 * the home route's first JavaScript stays within budget. Generated from the same table at build
 * time: the contract remains the only place a path is written.
 */
const ID = 'virtual:tala/endpoints';
const RESOLVED = '\0' + ID;
const KEYS = ['id', 'method', 'path', 'auth', 'module', 'encrypted', 'form'] as const;

const contractDir = join(dirname(fileURLToPath(import.meta.url)), '../../contract/src');

async function metadata(): Promise<Record<string, Record<string, Record<string, unknown>>>> {
  const { tsImport } = await import('tsx/esm/api');
  // a fresh query string each time, so dev and watch mode pick up contract edits
  const url = `${pathToFileURL(join(contractDir, 'api.ts')).href}?t=${Date.now()}`;
  const { api } = (await tsImport(url, import.meta.url)) as { api: Record<string, Record<string, Record<string, unknown>>> };
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

export function endpointMetadata(): Plugin {
  return {
    name: 'tala-endpoint-metadata',
    // hook filters: only the virtual id reaches these handlers
    resolveId: {
      filter: { id: /^virtual:tala\/endpoints$/ },
      handler(source) {
        return source === ID ? RESOLVED : null;
      },
    },
    load: {
      filter: { id: /^\0virtual:tala\/endpoints$/ },
      async handler(id) {
        if (id !== RESOLVED) return null;
        for (const file of readdirSync(contractDir)) {
          if (file.endsWith('.ts')) this.addWatchFile(join(contractDir, file));
        }
        return `export const endpoints = ${JSON.stringify(await metadata())};\n`;
      },
    },
  };
}
