import clsx from 'clsx';
import { site } from '@/content/site';
import styles from './logo.module.css';

interface LogoProps {
  variant?: 'default' | 'light';
  className?: string;
}

/** The brand mark and short name; the mark is decorative because the name is written next to it. */
export function Logo({ variant = 'default', className }: LogoProps) {
  return (
    <span className={clsx(styles.logo, variant === 'light' && styles.light, className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG needs no optimiser */}
      <img
        src={variant === 'light' ? '/images/logo-mono-white.svg' : '/images/logo.svg'}
        alt=""
        width={44}
        height={44}
        className={styles.mark}
      />
      <span className={styles.text}>
        <span className={styles.name}>{site.shortName}</span>
        <span className={styles.sub}>
          <span>Soins à domicile</span> <span className={styles.place}>Yaoundé</span>
        </span>
      </span>
    </span>
  );
}
