/// <reference lib="webworker" />
// The proof-of-work solver runs here, off the main thread (CSP: worker-src 'self' blob:).
import 'altcha-lib/workers/sha';
