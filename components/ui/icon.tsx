import clsx from 'clsx';
import type { IconName } from '@/content/types';
import styles from './icon.module.css';
import sprite from './icons.svg';

/*
 * The drawings live once, as symbols of one SVG file that the build gives a hashed, immutable
 * address: a page carries a two-element reference per icon instead of its paths (in the HTML and
 * again in the data React hydrates from), and the browser and the service worker keep the file.
 * The stroke style is the symbols' own; the colour follows the surrounding text (currentColor).
 */
// Next gives the import as { src }; the editor's bundle (esbuild's file loader, pipeline/admin.ts) as the address itself.
const spriteUrl: string = typeof sprite === 'string' ? sprite : (sprite as { src: string }).src;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  title?: string;
}

/** A stroke icon. Decorative (hidden from assistive tech) unless a title is given. */
export function Icon({ name, size = 24, className, title }: IconProps) {
  return (
    <svg width={size} height={size} className={clsx(styles.icon, className)} {...(title ? { role: 'img' } : { 'aria-hidden': true })}>
      {title ? <title>{title}</title> : null}
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
