'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { NavLink } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { useBrowserValue } from '@/components/ui/client-flags';
import { matchNav } from '@/lib/routes';
import { FOOTER_LINKS_ID } from './site-footer-ids';
import styles from './site-header.module.css';

interface SiteNavProps {
  links: NavLink[];
  cta: NavLink;
  /** The landmark's name, and the toggle's. */
  label: string;
  menuLabel: string;
  /** The link to the other language (a server-rendered leaf), last in the menu. */
  languageSwitch: ReactNode;
}

/**
 * The phone's menu opens from the first paint, before any script: « Menu » is the <summary> of an
 * empty <details>, and the links are the element right after it, shown by CSS while the <details> is
 * open (site-header.module.css). The browser keeps that state; React never renders `open`, so the
 * hydration of a menu the visitor opened early neither closes it nor fights it, and nothing is
 * swapped when the scripts arrive: a tap during the hand-over lands on the same element. The scripts
 * only add what the platform lacks: Escape (unless a widget already took it) and a chosen link close
 * it, and the focus goes back to « Menu ». Browsers too old for `@supports selector()` (and so, in
 * practice, for <details>) get a link to the same pages in the footer until the scripts run, then
 * a button that opens the same menu (`scripted`).
 */
/** Closes the menu if it is open, and gives the focus back to « Menu » (`if-inside`: only from inside the menu). */
function closeMenu(disclosure: HTMLDetailsElement | null, refocus: 'always' | 'if-inside') {
  if (!disclosure?.open) return;
  const focusInside = disclosure.parentElement?.contains(document.activeElement) ?? false;
  disclosure.open = false;
  if (refocus === 'always' || focusInside) disclosure.querySelector('summary')?.focus();
}

/** Whether the browser has what the <details> menu needs (the same test as site-header.module.css's @supports). */
function hasDisclosureMenu(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(details > summary)');
}

export function SiteNav({ links, cta, label, menuLabel, languageSwitch }: SiteNavProps) {
  const pathname = usePathname();
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // An old browser, once the scripts run: a button and React's state in place of the <details>.
  const scripted = useBrowserValue(() => !hasDisclosureMenu(), false);
  const [scriptedOpen, setScriptedOpen] = useState(false);

  const close = (refocus: 'always' | 'if-inside') => {
    if (!scripted) return closeMenu(disclosureRef.current, refocus);
    if (!scriptedOpen) return;
    const focusInside = buttonRef.current?.parentElement?.contains(document.activeElement) ?? false;
    setScriptedOpen(false);
    if (refocus === 'always' || focusInside) buttonRef.current?.focus();
  };
  const onEscape = useEffectEvent(() => close('always'));

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Another widget that handled Escape (a dialog, a list) said so: the key was its, not the menu's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Wherever the focus was (on the page behind, after a tap), it comes back to the button that opened it.
      onEscape();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <nav className={styles.nav} aria-label={label}>
      {scripted ? (
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={scriptedOpen}
          aria-controls={menuId}
          onClick={() => setScriptedOpen((open) => !open)}
        >
          <Icon name={scriptedOpen ? 'close' : 'menu'} size={26} />
          <span className={styles.toggleLabel}>{menuLabel}</span>
        </button>
      ) : (
        <>
          {/* Only where <details> may be missing, until the scripts run (site-header.module.css): the same links, in the footer. */}
          <a href={`#${FOOTER_LINKS_ID}`} className={clsx(styles.toggle, styles.fallback)}>
            <Icon name="menu" size={26} />
            <span className={styles.toggleLabel}>{menuLabel}</span>
          </a>
          <details ref={disclosureRef} className={styles.disclosure}>
            {/* The name stays the same: the browser says whether it is open. Both icons are drawn; CSS shows one. */}
            <summary className={styles.toggle} aria-controls={menuId}>
              <Icon name="menu" size={26} className={styles.iconOpen} />
              <Icon name="close" size={26} className={styles.iconClose} />
              <span className={styles.toggleLabel}>{menuLabel}</span>
            </summary>
          </details>
        </>
      )}
      <div id={menuId} className={clsx(styles.menu, scripted && scriptedOpen && styles.menuOpen)}>
        <ul className={`plain-list ${styles.links}`}>
          {links.map((link) => {
            const match = matchNav(link.href, pathname);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={clsx(styles.link, match && styles.linkActive)}
                  aria-current={match === 'page' ? 'page' : match === 'section' ? 'true' : undefined}
                  onClick={() => close('if-inside')}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <Link
          href={cta.href}
          className={clsx('btn btn-primary', styles.cta)}
          aria-current={matchNav(cta.href, pathname) === 'page' ? 'page' : undefined}
          onClick={() => close('if-inside')}
        >
          <Icon name="calendar" size={20} />
          {cta.label}
        </Link>
        {languageSwitch}
      </div>
    </nav>
  );
}
