import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Icon } from './icon';
import { Link } from './link';
import styles from './arrow-link.module.css';

interface ArrowLinkProps {
  href: string;
  /** A button of that colour; without it, a bold text link as tall as a finger. */
  button?: 'primary' | 'outline' | 'light';
  /** A way back: the arrow points left, before the words. */
  back?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link to another page of the site, with an arrow that says which way it goes. */
export function ArrowLink({ href, button, back = false, className, children }: ArrowLinkProps) {
  return (
    <Link href={href} className={clsx(button ? `btn btn-${button}` : styles.text, className)}>
      {back ? <Icon name="arrow-left" size={20} /> : null}
      {children}
      {back ? null : <Icon name="arrow-right" size={20} />}
    </Link>
  );
}
