'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { NavLink } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/client-flags';
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

export function SiteNav({ links, cta, label, menuLabel, languageSwitch }: SiteNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const hydrated = useHydrated();

  // Escape closes the menu and gives focus back to the button that opened it.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  // The name stays the same: aria-expanded already says whether it is open.
  const toggleContent = (
    <>
      <Icon name={open ? 'close' : 'menu'} size={26} />
      <span className={styles.toggleLabel}>{menuLabel}</span>
    </>
  );

  return (
    <nav className={styles.nav} aria-label={label}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {toggleContent}
        </button>
      ) : (
        // Until the scripts run (seconds on slow 3G, or never), « Menu » leads to the same links in the footer.
        <a href={`#${FOOTER_LINKS_ID}`} className={styles.toggle}>
          {toggleContent}
        </a>
      )}
      <div id={menuId} className={clsx(styles.menu, open && styles.menuOpen)}>
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
