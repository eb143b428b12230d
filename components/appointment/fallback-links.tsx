import type { PhoneContact } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { mailtoRequestUrl, whatsappRequestUrl } from '@/lib/appointment/fallback';
import type { AppointmentValues } from '@/lib/appointment/types';
import styles from './appointment-form.module.css';

interface FallbackLinksProps {
  values: AppointmentValues;
  whatsapp: string;
  email: string;
  phone: PhoneContact;
}

/** The same request, already written, through WhatsApp or e-mail; and the phone as a last resort. */
export function FallbackLinks({ values, whatsapp, email, phone }: FallbackLinksProps) {
  return (
    <>
      <ul className={styles.fallbackLinks}>
        <li>
          <a
            className="btn btn-primary"
            href={whatsappRequestUrl(whatsapp, values)}
            target="_blank"
            rel="noopener noreferrer"
            data-fallback="whatsapp"
          >
            <Icon name="whatsapp" size={22} />
            Envoyer par WhatsApp
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </li>
        <li>
          <a className="btn btn-outline" href={mailtoRequestUrl(email, values)} data-fallback="email">
            <Icon name="mail" size={22} />
            Envoyer par e-mail
          </a>
        </li>
      </ul>
      <p className={styles.fallbackPhone}>
        Ou appelez-nous au <a href={`tel:${phone.e164}`}>{phone.display}</a>.
      </p>
    </>
  );
}
