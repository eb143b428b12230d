import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { IconName, PhoneContact } from '@/content/types';
import { Icon } from './icon';
import { Link } from './link';
import { keepTogether } from './text';
import styles from './cta-band.module.css';
import { paths } from '@/lib/routes';

interface CtaBandProps {
  /** id of the heading, for the section's accessible name. */
  id: string;
  title: string;
  text: ReactNode;
  icon?: IconName;
  /** The first action: the contact page. */
  contact: { label: string; icon: IconName };
  /** The second action: a call. The label comes before the number (« Appeler le », « Urgences : »). */
  call: { label: string; phone: PhoneContact };
  className?: string;
}

/** The coloured call-to-action box that closes most pages: a short message, the contact page and a call. */
export function CtaBand({ id, title, text, icon = 'heart', contact, call, className }: CtaBandProps) {
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
          <div className={clsx('btn-group', styles.actions)}>
            <Link href={paths.contact} className="btn btn-light">
              <Icon name={contact.icon} size={20} />
              {contact.label}
            </Link>
            <a href={`tel:${call.phone.e164}`} className="btn btn-ghost-light">
              <Icon name="phone" size={20} />
              {call.label} {keepTogether(call.phone.display)}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
