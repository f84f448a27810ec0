import { z } from 'zod';

/**
 * Zod's object parser probes for `new Function` (to compile fast parsers) on first use; under the
 * site's CSP (no 'unsafe-eval') that probe is blocked and every page load files a CSP violation
 * report. jitless skips the probe and the compiled path; parsing a few API answers does not need it.
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
