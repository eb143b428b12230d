import clsx from 'clsx';
import { callbackCopy } from '@/copy/callback';
import type { AppointmentContacts } from '@/lib/appointment/types';
import type { Locale } from '@/lib/i18n';
import { CALLBACK_ID, pendingRequestPath } from '@/lib/routes';
import { CallbackForm } from './callback-form';
import styles from './callback.module.css';

/**
 * « Rappelez-moi » where it helps (the home page, /contact, each service's page), in the page's
 * language, at the anchor the contact bar leads to. On a service's page it says which service.
 * `contacts`: the centre's (site/appointment-contacts.ts), from the page.
 */
export function CallbackCard({ locale, contacts, service = '', className }: { locale: Locale; contacts: AppointmentContacts; service?: string; className?: string }) {
  return (
    <div id={CALLBACK_ID} className={clsx(styles.card, className)}>
      <CallbackForm copy={callbackCopy[locale]} contacts={contacts} service={service} requestHref={pendingRequestPath(locale)} />
    </div>
  );
}
