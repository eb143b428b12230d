import clsx from 'clsx';
import { Artwork } from '@/components/ui/artwork';
import { brandImages, siteSource } from '@/content/site';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import styles from './logo.module.css';

interface LogoProps {
  locale: Locale;
  variant?: 'default' | 'light';
  /** Narrower on a computer: the line under the name breaks before the city. */
  compact?: boolean;
  className?: string;
}

/** The brand mark and short name; the mark is decorative because the name is written next to it. */
export function Logo({ locale, variant = 'default', compact = false, className }: LogoProps) {
  return (
    <span className={clsx(styles.logo, variant === 'light' && styles.light, compact && styles.compact, className)}>
      {/* The light mark sits in the footer: it waits until it nears the screen instead of competing with the first paint. */}
      <Artwork
        image={variant === 'light' ? brandImages.logoLight : brandImages.logo}
        decorative
        loading={variant === 'light' ? 'lazy' : undefined}
        className={styles.mark}
      />
      <span className={styles.text}>
        <span className={styles.name}>{siteSource.shortName}</span>
        <span className={styles.sub}>
          <span>{ui[locale].logo.sub}</span> <span className={styles.place}>{siteSource.address.city}</span>
        </span>
      </span>
    </span>
  );
}
