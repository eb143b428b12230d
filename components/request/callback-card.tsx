import clsx from 'clsx';
import { callbackCopy } from '@/copy/request/callback';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { specsOf } from '@/lib/request/kinds/rules';
import type { CentreContacts } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { buildClock } from '@/lib/publication';
import { CALLBACK_ID, pendingRequestPath } from '@/lib/routes';
import { CallbackForm } from './callback/callback-form';
import styles from './callback/callback.module.css';

/**
 * « Rappelez-moi » where it helps (the home page, /contact, each service's page), in the page's
 * language, at the anchor the contact bar leads to. On a service's page it says which service.
 * `contacts`: the centre's (site/appointment-contacts.ts), from the page.
 */
export function CallbackCard({ locale, contacts, service = '', band = false }: { locale: Locale; contacts: CentreContacts; service?: string; band?: boolean }) {
  return (
    <div id={CALLBACK_ID} className={clsx(styles.card, band && styles.band)}>
      <CallbackForm
        copy={callbackCopy[locale]}
        fields={specsOf(REQUEST_KINDS.callback.form.fields)}
        contacts={contacts}
        service={service}
        requestHref={pendingRequestPath(locale)}
        builtAt={buildClock().getTime()}
      />
    </div>
  );
}
