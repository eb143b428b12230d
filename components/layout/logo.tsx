import clsx from 'clsx';
import { brandImages, site } from '@/content/site';
import styles from './logo.module.css';
import { Artwork } from '@/components/ui/artwork';

interface LogoProps {
  variant?: 'default' | 'light';
  className?: string;
}

/** The brand mark and short name; the mark is decorative because the name is written next to it. */
export function Logo({ variant = 'default', className }: LogoProps) {
  return (
    <span className={clsx(styles.logo, variant === 'light' && styles.light, className)}>
      {/* Decorative: the name is written next to it. */}
      <Artwork image={variant === 'light' ? brandImages.logoLight : brandImages.logo} decorative className={styles.mark} />
      <span className={styles.text}>
        <span className={styles.name}>{site.shortName}</span>
        <span className={styles.sub}>
          <span>Soins à domicile</span> <span className={styles.place}>Yaoundé</span>
        </span>
      </span>
    </span>
  );
}
