import { SERVICE_WORKER_URL } from './messages';

/*
 * The page's side of the service worker, kept tiny: it waits until the page has loaded and the main
 * thread is idle, so the first view is never slower for it.
 */

/** Runs `work` once the page has loaded and the browser has a quiet moment. */
export function whenIdle(work: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => work(), { timeout: 5_000 }) : setTimeout(work, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The elements whose files the page has loaded (not the noModule scripts modern browsers skip, nor links to other pages). */
const LOADING_ELEMENTS =
  'script[src]:not([nomodule]), link[rel~="stylesheet"], link[rel~="preload"], link[rel~="modulepreload"], link[rel~="icon"], img';

/**
 * Same-origin files this page loaded before the worker existed: the worker keeps those it would have
 * kept. The elements that asked for them, and the browser's own record (which also has the files the
 * stylesheets asked for).
 */
function loadedFiles(): string[] {
  const fromElements = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement | HTMLImageElement>(LOADING_ELEMENTS)].map(
    (element) => ('currentSrc' in element && element.currentSrc) || ('src' in element && element.src) || ('href' in element && element.href) || '',
  );
  const recorded = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource').map((entry) => entry.name) : [];
  const files = [...fromElements, ...recorded].filter(
    (url) => url.startsWith(`${location.origin}/`) && !url.includes('_rsc=') && !url.endsWith(SERVICE_WORKER_URL),
  );
  return [...new Set(files)];
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const servedByWorker = Boolean(navigator.serviceWorker.controller);
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  if (servedByWorker) return;
  // This first visit came from the network: hand the page and its files to the worker once it runs,
  // so that this page too opens without a connection.
  const ready = await navigator.serviceWorker.ready;
  const page = location.href.split('#')[0] ?? location.href;
  (ready.active ?? registration.active)?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page, ...loadedFiles()] } });
}
