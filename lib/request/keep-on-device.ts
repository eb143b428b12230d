import { canSyncInBackground, requestOutboxSync } from '@/lib/request/outbox-sync';

/*
 * What the browser promises about a kept request: to send it with every tab closed (Background
 * Sync: Chrome, Edge and Samsung Internet on Android; not Firefox, not Safari), and to keep the site's
 * data (navigator.storage.persist(): Chrome and Edge grant it without asking to a site the visitor
 * uses or installed, Firefox asks the visitor, Safari 17 and later may grant it). Without that, a
 * browser may delete the data when the device runs short of space, and Safari deletes everything a
 * site stored after seven days of use without a visit to it.
 */

export interface DeviceKeeping {
  /** The request leaves with every tab closed, when the connection comes back. */
  sendsInBackground: boolean;
  /** The browser has promised not to delete the site's data by itself. */
  keepsData: boolean;
}

async function persisted(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}

/** What this browser does for a kept request, asked without changing anything. */
export async function deviceKeeping(): Promise<DeviceKeeping> {
  const [sendsInBackground, keepsData] = await Promise.all([canSyncInBackground().catch(() => false), persisted()]);
  return { sendsInBackground, keepsData };
}

/** A request was just kept: ask the browser to send it in the background and to keep the site's data. */
export async function askToKeep(): Promise<DeviceKeeping> {
  const sendsInBackground = await requestOutboxSync();
  let keepsData = await persisted();
  if (!keepsData) {
    try {
      keepsData = (await navigator.storage?.persist?.()) ?? false;
    } catch {
      keepsData = false;
    }
  }
  return { sendsInBackground, keepsData };
}
