'use client';

import { useSyncExternalStore } from 'react';

/*
 * Small client-only facts read without effects: the server (and hydration) always sees the
 * no-JS answer, the browser then re-renders with the real one.
 */

const noop = () => () => {};

/** True once React runs in the browser; false in the prerendered HTML. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** Whether a media query matches, live; false on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
