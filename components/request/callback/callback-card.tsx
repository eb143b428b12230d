import clsx from 'clsx';
import { callbackCopy } from '@/copy/request/callback';
import type { Locale } from '@/lib/i18n';
import { CALLBACK_ID, pendingRequestPath } from '@/lib/routes';
import { appointmentContacts } from '@/site/appointment-contacts';
import { CallbackForm } from './callback-form';
import styles from './callback.module.css';

/**
 * « Rappelez-moi » where it helps (the home page, /contact, each service's page), in the page's
 * language, at the anchor the contact bar leads to. On a service's page it says which service.
 */
export function CallbackCard({ locale, service = '', className }: { locale: Locale; service?: string; className?: string }) {
  return (
    <div id={CALLBACK_ID} className={clsx(styles.card, className)}>
      <CallbackForm copy={callbackCopy[locale]} contacts={appointmentContacts(locale)} service={service} requestHref={pendingRequestPath(locale)} />
    </div>
  );
}
