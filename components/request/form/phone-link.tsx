import type { PhoneContact } from '@/content/types';
import styles from './appointment-form.module.css';

/** A phone number in one of the form's sentences: a link to call it, never wrapped mid-number. */
export function PhoneLink({ phone }: { phone: PhoneContact }) {
  return (
    <a href={`tel:${phone.e164}`} className={styles.nowrap}>
      {phone.display}
    </a>
  );
}
