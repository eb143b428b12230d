/* What the pages and the service worker agree on, in one place. */

/** Where the worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
