import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToKeep, deviceKeeping } from '@/lib/request/keep-on-device';
import { OUTBOX_SYNC_TAG } from '@/lib/request/outbox-sync';

/*
 * What a browser promises about a kept request (lib/request/keep-on-device.ts, outbox-sync.ts), the panel's
 * « envoyée même page fermée » and « gardée sur cet appareil »: asked of a browser made up here, as Chrome on
 * Android, Firefox and Safari answer.
 */

interface Browser {
  /** A worker is active and Background Sync exists (Chrome, Edge, Samsung Internet on Android). */
  sync?: 'active' | 'installing' | 'none';
  registerFails?: boolean;
  /** navigator.storage: persisted() and what persist() answers; absent as in an old browser. */
  storage?: { persisted: boolean | 'throws'; grants?: boolean | 'throws' } | 'absent';
}

function browser({ sync = 'none', registerFails = false, storage = 'absent' }: Browser) {
  const registered: string[] = [];
  const persist = vi.fn(async () => {
    if (storage !== 'absent' && storage.grants === 'throws') throw new DOMException('denied', 'SecurityError');
    return storage !== 'absent' && storage.grants === true;
  });
  const registration =
    sync === 'none'
      ? { active: {} }
      : {
          active: sync === 'active' ? {} : null,
          sync: { register: async (tag: string) => (registerFails ? Promise.reject(new DOMException('no', 'InvalidStateError')) : void registered.push(tag)) },
        };
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: async () => registration },
    ...(storage === 'absent'
      ? {}
      : {
          storage: {
            persisted: async () => {
              if (storage.persisted === 'throws') throw new DOMException('denied', 'SecurityError');
              return storage.persisted;
            },
            persist,
          },
        }),
  });
  return { registered, persist };
}

afterEach(() => vi.unstubAllGlobals());

describe('what the browser promises for a kept request', () => {
  it('Chrome on Android, the site already trusted: sent with the page closed, kept; nothing more is asked', async () => {
    const { registered, persist } = browser({ sync: 'active', storage: { persisted: true } });
    expect(await askToKeep()).toEqual({ sendsInBackground: true, keepsData: true });
    expect(registered).toEqual([OUTBOX_SYNC_TAG]);
    expect(persist).not.toHaveBeenCalled();
  });

  it('not yet trusted: asks to keep the data, and says what the browser granted', async () => {
    const granted = browser({ sync: 'active', storage: { persisted: false, grants: true } });
    expect(await askToKeep()).toEqual({ sendsInBackground: true, keepsData: true });
    expect(granted.persist).toHaveBeenCalledOnce();
    browser({ storage: { persisted: false, grants: false } });
    expect((await askToKeep()).keepsData).toBe(false);
  });

  it('Firefox or Safari (no Background Sync), a worker still installing, a refused registration, a refused persist: no promise made', async () => {
    // No navigator at all (Node 20 has none): nothing is promised, nothing throws.
    expect(await askToKeep()).toEqual({ sendsInBackground: false, keepsData: false });
    browser({ sync: 'none', storage: { persisted: false, grants: 'throws' } });
    expect(await askToKeep()).toEqual({ sendsInBackground: false, keepsData: false });
    const installing = browser({ sync: 'installing', storage: 'absent' });
    expect(await askToKeep()).toEqual({ sendsInBackground: false, keepsData: false });
    expect(installing.registered).toEqual([]);
    browser({ sync: 'active', registerFails: true });
    expect((await askToKeep()).sendsInBackground).toBe(false);
  });

  it('a browser that throws when asked what it keeps (a private window): it keeps nothing, and says so as false', async () => {
    browser({ sync: 'active', storage: { persisted: 'throws' } });
    expect(await deviceKeeping()).toEqual({ sendsInBackground: true, keepsData: false });
    vi.unstubAllGlobals();
    // No navigator at all: the panel's question still has an answer, not an error.
    expect(await deviceKeeping()).toEqual({ sendsInBackground: false, keepsData: false });
  });

  it('the panel asks what holds without asking the browser for anything', async () => {
    const { registered, persist } = browser({ sync: 'active', storage: { persisted: true, grants: true } });
    expect(await deviceKeeping()).toEqual({ sendsInBackground: true, keepsData: true });
    browser({ sync: 'installing', storage: { persisted: false, grants: true } });
    expect(await deviceKeeping()).toEqual({ sendsInBackground: false, keepsData: false });
    expect(registered).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
  });
});
