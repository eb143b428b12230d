import { ADMIN_PATH } from '@/lib/routes';
import { ADMIN_WORKER_URL } from './files';
import { watchConnection } from './notice';

/*
 * The editor kept on the device: its own service worker (worker.ts), registered once the page has
 * loaded (its install then revalidates what the page has just downloaded: a few 304s, no second copy),
 * and the notice that says what needs a connection.
 */
export function keepEditorOnDevice() {
  watchConnection();
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(ADMIN_WORKER_URL, { scope: ADMIN_PATH, updateViaCache: 'none' }).catch(() => {
      // No worker (a private window, a browser that refuses): the editor works as before, from the network.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
