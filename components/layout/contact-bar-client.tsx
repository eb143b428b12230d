'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { afterNextPaint } from '@/lib/next-task';
import { matchNav } from '@/lib/routes';

/** An area the contact bar must never cover; the appointment form marks its submit button's. */
const KEEP_CLEAR = '[data-keep-clear]';

/**
 * Starts moving the bar away a little before the area scrolls into view, so that it is gone by the
 * time the area shows: the bar's height at the default text size (a root margin takes no rem).
 */
const AHEAD = '0px 0px 64px 0px';

/**
 * Renders an empty, hidden marker right before the contact bar while an area marked data-keep-clear is
 * on screen; the bar's CSS moves the bar that follows the marker out of the way (a sibling selector
 * works in every browser). The marked areas come and go: another page of the client router, the form
 * replaced by its confirmation and back. Without scripts there is no marker, and the page's room
 * below the footer still lets the visitor scroll the button clear of the bar.
 */
export function KeepClearWatch({ awayClassName }: { awayClassName?: string }) {
  const [away, setAway] = useState(false);

  useEffect(() => {
    const observed = new Set<Element>();
    const onScreen = new Set<Element>();
    const intersections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) onScreen.add(entry.target);
          else onScreen.delete(entry.target);
        }
        setAway(onScreen.size > 0);
      },
      { rootMargin: AHEAD },
    );
    const watchAreas = () => {
      for (const area of observed) {
        if (area.isConnected) continue;
        intersections.unobserve(area);
        observed.delete(area);
        onScreen.delete(area);
      }
      for (const area of document.querySelectorAll(KEEP_CLEAR)) {
        if (observed.has(area)) continue;
        observed.add(area);
        intersections.observe(area);
      }
      setAway(onScreen.size > 0);
    };
    watchAreas();
    const mutations = new MutationObserver(watchAreas);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      intersections.disconnect();
    };
  }, []);

  // The attribute lets other fixed notes (the outbox's) step aside too.
  return away ? <span hidden className={awayClassName} data-keep-clear-on-screen /> : null;
}

/** A link that says it leads to the page the visitor is on (aria-current), as the header's links do. */
export function CurrentPageLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <Link href={href} className={className} aria-current={matchNav(href, pathname) === 'page' ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * « Rappel » in the contact bar: a plain link to the contact page's « Rappelez-moi » (it works without
 * scripts), which on a page that has one of its own goes there instead, its number box focused, so
 * the phone's keyboard opens on it: one tap.
 */
export function CallbackLink({ href, anchor, className, children }: { href: string; anchor: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const here = document.getElementById(anchor);
        if (!here) return;
        event.preventDefault();
        here.scrollIntoView({ block: 'start' });
        // The focus stays in the tap: a phone opens its keyboard only for a focus its visitor asked for.
        here.querySelector<HTMLInputElement>('input[type="tel"]')?.focus({ preventScroll: true });
        // The address only says where the page is: after the paint that shows it (the router copies
        // its state at each replaceState, 60 ms at 6× CPU, which held that paint back).
        afterNextPaint(() => history.replaceState(null, '', `#${anchor}`));
      }}
    >
      {children}
    </a>
  );
}
