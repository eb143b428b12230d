'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import type { NavLink } from '@/content/types';
import { Icon } from '@/components/ui/icon';
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
 * only add what the platform lacks: Escape and a chosen link close it, and the focus goes back to
 * « Menu ». Browsers too old for `@supports selector()` (and so, in practice, for <details>) get
 * the link to the same pages in the footer instead.
 */
/** Closes the menu if it is open, and gives the focus back to « Menu » (`if-inside`: only from inside the menu). */
function closeMenu(disclosure: HTMLDetailsElement | null, refocus: 'always' | 'if-inside') {
  if (!disclosure?.open) return;
  const focusInside = disclosure.parentElement?.contains(document.activeElement) ?? false;
  disclosure.open = false;
  if (refocus === 'always' || focusInside) disclosure.querySelector('summary')?.focus();
}

export function SiteNav({ links, cta, label, menuLabel, languageSwitch }: SiteNavProps) {
  const pathname = usePathname();
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const menuId = useId();

  const close = () => closeMenu(disclosureRef.current, 'if-inside');

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Wherever the focus was (on the page behind, after a tap), it comes back to the button that opened it.
      if (event.key === 'Escape') closeMenu(disclosureRef.current, 'always');
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <nav className={styles.nav} aria-label={label}>
      {/* Only where <details> may be missing (site-header.module.css): the same links, in the footer. */}
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
      <div id={menuId} className={styles.menu}>
        <ul className={`plain-list ${styles.links}`}>
          {links.map((link) => {
            const match = matchNav(link.href, pathname);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={clsx(styles.link, match && styles.linkActive)}
                  aria-current={match === 'page' ? 'page' : match === 'section' ? 'true' : undefined}
                  onClick={close}
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
          onClick={close}
        >
          <Icon name="calendar" size={20} />
          {cta.label}
        </Link>
        {languageSwitch}
      </div>
    </nav>
  );
}
