import type { IconName } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import styles from './contact-info.module.css';

interface ContactLinkProps {
  href: string;
  icon: IconName;
  label: string;
  value: string;
  /** Opens another site (map, WhatsApp) in a new tab: the words that say so to screen readers. */
  external?: string;
}

/** A large, easy-to-tap contact line: icon, what it is, and the number or address itself. */
export function ContactLink({ href, icon, label, value, external }: ContactLinkProps) {
  return (
    <a
      href={href}
      className={styles.contactLink}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className={`icon-badge ${styles.contactIcon}`} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <span className={styles.contactText}>
        <span className={styles.contactLabel}>{label}</span>
        <span className={styles.contactValue}>{value}</span>
        {external ? <span className="visually-hidden">{external}</span> : null}
      </span>
    </a>
  );
}
