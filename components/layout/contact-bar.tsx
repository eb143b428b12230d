import { Icon } from '@/components/ui/icon';
import { site } from '@/content/site';
import { navigation } from '@/copy/navigation';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { CALLBACK_ID, callbackPath } from '@/lib/routes';
import { CallbackLink, CurrentPageLink, KeepClearWatch } from './contact-bar-client';
import styles from './contact-bar.module.css';

/**
 * The way to the centre, one tap away on a phone: call the reception, write on WhatsApp, ask to be
 * called back (« Rappel »: the page's « Rappelez-moi », or the contact page's), or ask for an
 * appointment, from the bottom of every page. Plain links in the HTML: they are there before the
 * scripts run, without them, and on a page kept offline, where a call still needs no data. Hidden on
 * wide screens, where the header shows the Consultation button.
 *
 * The page keeps the bar's room free from the first paint (--contact-bar-height in components/layout/globals.css),
 * so it never moves anything. It steps aside, without moving anything either, while a text field has
 * the focus (the phone's keyboard is open: CSS alone) and while an area marked data-keep-clear, the
 * form's submit button, is on screen (KeepClearWatch).
 */
export function ContactBar({ locale }: { locale: Locale }) {
  const t = ui[locale];
  const words = t.contactBar;
  const centre = site[locale];
  const reception = centre.phones.reception;
  const whatsapp = centre.social.whatsapp;
  const consultation = navigation[locale].consultation;
  return (
    <>
      <KeepClearWatch awayClassName={styles.away} />
      <nav className={styles.bar} aria-label={words.label}>
        <ul className={styles.actions}>
          <li>
            <a href={`tel:${reception.e164}`} className={styles.action}>
              <Icon name="phone" className={styles.icon} />
              <span>{words.call}</span>
              {/* The name starts with the visible word and says which line and number it calls. */}
              <span className="visually-hidden">{` ${words.callWho}${t.footer.colon}${reception.display}`}</span>
            </a>
          </li>
          <li>
            <a href={whatsapp} className={styles.action} target="_blank" rel="noopener noreferrer">
              <Icon name="whatsapp" className={styles.icon} />
              <span>WhatsApp</span>
              <span className="visually-hidden">{`${t.footer.colon}${words.whatsappWhat}${t.newTab}`}</span>
            </a>
          </li>
          <li>
            <CallbackLink href={callbackPath(locale)} anchor={CALLBACK_ID} className={styles.action}>
              <Icon name="phone-callback" className={styles.icon} />
              <span>{words.callback}</span>
              <span className="visually-hidden">{` (${words.callbackWhat})`}</span>
            </CallbackLink>
          </li>
          <li>
            <CurrentPageLink href={consultation.href} className={`${styles.action} ${styles.primary}`}>
              <Icon name="calendar" className={styles.icon} />
              <span>{consultation.label}</span>
            </CurrentPageLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
