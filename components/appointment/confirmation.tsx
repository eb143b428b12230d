import type { Ref } from 'react';
import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { formatDateFr } from '@/lib/format';
import type { TemplateParams } from '@/lib/appointment/types';
import styles from './appointment-form.module.css';

interface ConfirmationProps {
  sent: TemplateParams;
  headingRef: Ref<HTMLHeadingElement>;
  emergencyPhone: PhoneContact;
  onNewRequest: () => void;
}

/** Replaces the form after a successful send; its heading takes focus. */
export function Confirmation({ sent, headingRef, emergencyPhone, onNewRequest }: ConfirmationProps) {
  return (
    <div role="status" className={styles.confirmation}>
      <span className={styles.confirmationIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.confirmationTitle}>
        Demande envoyée
      </h2>
      <p>
        Merci{sent.from_name ? ` ${sent.from_name}` : ''}. Nous avons bien reçu votre demande de rendez-vous&nbsp;:{' '}
        <strong>
          {sent.service}, le <time dateTime={sent.date}>{formatDateFr(sent.date)}</time> à {sent.time}
        </strong>
        .
      </p>
      <p>
        Notre équipe vous répond au plus vite à l'adresse <strong>{sent.from_email}</strong>
        {sent.phone ? ' ou par téléphone' : ''} pour confirmer l'heure. Le rendez-vous est confirmé seulement après notre
        réponse.
      </p>
      <p className={styles.confirmationUrgent}>
        En cas d'urgence, n'attendez pas&nbsp;: appelez le{' '}
        <a href={`tel:${emergencyPhone.e164}`} className={styles.nowrap}>
          {emergencyPhone.display}
        </a>
        .
      </p>
      <button type="button" className="btn btn-outline" onClick={onNewRequest}>
        <Icon name="calendar" size={20} />
        Nouvelle demande
      </button>
    </div>
  );
}
