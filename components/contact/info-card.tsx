import type { IconName } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import styles from './contact-info.module.css';

interface InfoCardProps {
  id: string;
  icon: IconName;
  title: string;
  children: React.ReactNode;
}

/** A small titled card of the side panels (hours, quick contact, address…). */
export function InfoCard({ id, icon, title, children }: InfoCardProps) {
  return (
    <section className={styles.infoCard} aria-labelledby={id}>
      <h2 id={id} className={styles.infoTitle}>
        <span className={styles.infoIcon} aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
