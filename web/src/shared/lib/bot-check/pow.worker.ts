/// <reference lib="webworker" />
// The proof-of-work solver runs here, off the main thread (CSP: worker-src 'self' blob:).
// altcha-lib's own sha worker uses node:crypto; this one uses the WebCrypto implementation.
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

handler({ deriveKey });
