import { OUTBOX_OPENED_EVENT, outboxExists } from './exists';

/* The page's watch for an outbox, without opening one (every page loads this; the worker never does). */

/**
 * Calls `found` when this device has an outbox: checked when the page is idle, and again when the
 * visitor comes back to this tab or the connection returns (another tab may have created it
 * meanwhile), or at once when this page creates it. `found` may be called more than once. Returns the
 * cleanup.
 */
export function watchForOutbox(found: () => void, whenIdle: (work: () => void) => void): () => void {
  let stopped = false;
  const check = () => void outboxExists().then((exists) => exists && !stopped && found());
  const opened = () => !stopped && found();
  const onVisible = () => document.visibilityState === 'visible' && check();
  window.addEventListener(OUTBOX_OPENED_EVENT, opened);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', onVisible);
  whenIdle(check);
  return () => {
    stopped = true;
    window.removeEventListener(OUTBOX_OPENED_EVENT, opened);
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
