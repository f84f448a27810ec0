/**
 * Zod's object parser probes for `new Function` (to compile fast parsers) on first use; under the
 * site's CSP (no 'unsafe-eval') that probe is blocked and every page load files a CSP violation
 * report. jitless skips the probe and the compiled path; parsing a few API answers does not need it.
 * Zod keeps its global settings on `globalThis.__zod_globalConfig` and adopts an object already
 * there, so this sets jitless without importing zod: zod itself stays off the first download.
 * Imported first by main.tsx, before any schema parses.
 */
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// mutated in place: if zod were already loaded, it holds this very object
(host.__zod_globalConfig ??= {}).jitless = true;

export {};
