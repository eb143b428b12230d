import { useSyncExternalStore } from 'react';
import { isMobileDevice } from '@/lib/share';

/*
 * Small client-only facts read without effects: the server (and hydration) always sees the
 * no-JS answer, the browser then re-renders with the real one. Every component that needs to know
 * something about the browser asks here. Hooks only, so no 'use client' of its own: the client
 * components that call them already draw the line.
 */

const noSubscription = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (read once per
 * render; it must return the same value for the same state, e.g. a string or a boolean).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** True once React runs in the browser; false in the prerendered HTML. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/** A value that changes with browser events, kept live. */
function useLiveValue<T>(events: readonly string[], target: () => EventTarget, read: () => T, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => {
      const source = target();
      for (const event of events) source.addEventListener(event, onChange);
      return () => {
        for (const event of events) source.removeEventListener(event, onChange);
      };
    },
    read,
    () => serverValue,
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

/** The browser's own idea of the connection, live (true on the server: the page assumes it works). */
export function useOnline(): boolean {
  return useLiveValue(['online', 'offline'], () => window, () => navigator.onLine, true);
}

/** Whether the page is hidden (another tab, the phone locked), live. */
export function useDocumentHidden(): boolean {
  return useLiveValue(['visibilitychange'], () => document, () => document.visibilityState === 'hidden', false);
}

/** Whether the visitor asked the system for less motion, live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** Whether the device has the system share sheet (navigator.share). */
export function useCanShare(): boolean {
  return useBrowserValue(() => typeof navigator.share === 'function', false);
}

/** A phone or a tablet (apps open from links there); false on the server and on a computer. */
export function useMobileDevice(): boolean {
  return useBrowserValue(() => isMobileDevice(navigator.userAgent, navigator.maxTouchPoints), false);
}
