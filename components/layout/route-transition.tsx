'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styles from './route-transition.module.css';
import { Artwork } from '@/components/ui/artwork';
import { usePrefersReducedMotion } from '@/components/ui/client-flags';

/** How long the overlay stays after a client-side route change: long enough to be seen, short enough not to wait for. */
export const OVERLAY_MS = 1000;

/**
 * Full-screen overlay (logo with spinning rings) and smooth scroll to the top (or to the part of
 * the page the address names) on each client-side route change. Never on the first load, so the prerendered page paints at once.
 */
interface RouteTransitionProps {
  loadingLabel: string;
  /** The centre's logo, passed down so the site's content stays out of the browser's bundle. */
  logoSrc: string;
}

export function RouteTransition({ loadingLabel, logoSrc }: RouteTransitionProps) {
  const pathname = usePathname();
  const previousPath = useRef(pathname);
  const [visible, setVisible] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  // Reads the latest preference when the route changes; a change of preference alone scrolls nothing.
  // A link to a part of the new page (the footer's authorisation → /about/#confiance) lands on that part.
  const scrollToTop = useEffectEvent(() => {
    const behavior = reduceMotion ? 'auto' : 'smooth';
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior });
    else window.scrollTo({ top: 0, behavior });
  });

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;

    scrollToTop();
    // A keyboard user may press Tab before that scroll ends; it must not carry the newly focused
    // element off screen. The focus wins: stop the scroll where it is and show the element.
    const showFocus = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      window.scrollTo({ top: window.scrollY, behavior: 'instant' });
      event.target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    };
    document.addEventListener('focusin', showFocus);

    // The overlay reacts to an external event (the URL changed): it is not derived state.
    setVisible(true);
    const timer = window.setTimeout(() => {
      setVisible(false);
      document.removeEventListener('focusin', showFocus);
    }, OVERLAY_MS);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', showFocus);
    };
  }, [pathname]);

  if (!visible) return null;

  return (
    <div className={styles.overlay} role="status" data-testid="route-overlay">
      <div className={styles.spinner} aria-hidden="true">
        <span className={styles.ring} />
        <span className={`${styles.ring} ${styles.ringInner}`} />
        {/* The header's logo, already in the cache. */}
        <Artwork image={{ src: logoSrc, alt: '', width: 56, height: 56 }} decorative className={styles.logo} />
      </div>
      <span className="visually-hidden">{loadingLabel}</span>
    </div>
  );
}
