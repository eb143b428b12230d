import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { IconName } from '@/content/types';
import { Icon } from './icon';
import styles from './cta-band.module.css';

interface CtaBandProps {
  /** id of the heading, for the section's accessible name. */
  id: string;
  title: string;
  text: ReactNode;
  icon?: IconName;
  /** The buttons (use .btn-light / .btn-ghost-light on the coloured box). */
  children: ReactNode;
  className?: string;
}

/** The coloured call-to-action box that closes most pages: a short message and one or two actions. */
export function CtaBand({ id, title, text, icon = 'heart', children, className }: CtaBandProps) {
  return (
    <section className={clsx('section', styles.section, className)} aria-labelledby={id}>
      <div className="container">
        <div className={styles.box}>
          <span className={styles.icon}>
            <Icon name={icon} size={30} />
          </span>
          <div className={styles.body}>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>{text}</p>
          </div>
          <div className={clsx('btn-group', styles.actions)}>{children}</div>
        </div>
      </div>
    </section>
  );
}
